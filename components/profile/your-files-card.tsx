"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "@/components/ui/link";
import { requestJson } from "@/lib/request-json";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatFileSize } from "@/lib/file-size";
import { formatDate } from "@/lib/format";
import type { SeekerFile, SeekerFilePage } from "@/lib/product-api/files";
import { queryKeys } from "@/lib/query-keys";

// Under the user key: applying (which invalidates `user`) refreshes this list too.
const filesKey = [...queryKeys.user, "files"] as const;
const KIND_LABEL: Record<SeekerFile["kind"], string> = { resume: "CV", cover_letter: "Cover letter" };

function FileRow({ file }: { file: SeekerFile }) {
  const { job } = file.application;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-all text-ink">{file.fileName}</p>
        <p className="text-sm text-muted">
          {KIND_LABEL[file.kind]} · {formatFileSize(file.sizeBytes)} · sent {formatDate(file.createdAt)} with
          your application for{" "}
          <Link href={`/jobs/${job.id}`} className="font-medium text-primary-dark underline">
            {job.title}
          </Link>{" "}
          at {job.company}
        </p>
      </div>
      {/* A plain link: the route handler streams the file as an attachment, nothing to render. */}
      <a
        href={`/api/files/${file.id}`}
        download={file.fileName}
        aria-label={`Download ${file.fileName}`}
        className="shrink-0 self-start rounded-lg border border-line px-3 py-1.5 text-sm font-semibold text-primary-dark hover:border-primary sm:self-center"
      >
        Download
      </a>
    </li>
  );
}

/** 'Your files': the CVs and cover letters Kazi keeps for the seeker, each downloadable by them only. */
export function YourFilesCard() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: filesKey,
    queryFn: () => requestJson<SeekerFilePage>("/api/files"),
  });
  let body: React.ReactNode;
  if (isPending) body = <p className="text-sm text-muted">Loading your files...</p>;
  else if (isError || !data)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        We couldn&apos;t load your files.{" "}
        <Button variant="outline" onClick={() => refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (data.files.length === 0)
    body = (
      <p className="text-sm text-muted">
        No files yet. The CVs and cover letters you send with your applications will appear here.
      </p>
    );
  else
    body = (
      <>
        <ul className="divide-y divide-line">
          {data.files.map((file) => (
            <FileRow key={file.id} file={file} />
          ))}
        </ul>
        {data.pagination.totalCount > data.files.length && (
          <p className="mt-2 text-sm text-muted">
            Showing your {data.files.length} most recent of {data.pagination.totalCount} files.
          </p>
        )}
      </>
    );
  return (
    <Card as="section" aria-labelledby="your-files-heading">
      <h2 id="your-files-heading" className="text-xl font-semibold text-ink">
        Your files
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">
        The CVs and cover letters we keep for you. Only you can download them.
      </p>
      {body}
    </Card>
  );
}
