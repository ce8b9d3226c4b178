"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/components/i18n/client";
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
const KIND_KEY = { resume: "resume", cover_letter: "coverLetter" } as const;

function FileRow({ file }: { file: SeekerFile }) {
  const t = useTranslations("profile.files");
  const locale = useLocale();
  const { job } = file.application;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p dir="auto" className="font-medium break-all text-ink">
          {file.fileName}
        </p>
        <p className="text-sm text-muted">
          {t.rich("sent", {
            kind: t(KIND_KEY[file.kind]),
            size: formatFileSize(file.sizeBytes, locale),
            date: formatDate(file.createdAt, locale),
            title: job.title,
            company: job.company,
            job: (chunks) => (
              <Link href={`/jobs/${job.id}`} dir="auto" className="font-medium text-primary-dark underline">
                {chunks}
              </Link>
            ),
            bdi: (chunks) => <bdi>{chunks}</bdi>,
          })}
        </p>
      </div>
      {/* A plain link: the route handler streams the file as an attachment, nothing to render. */}
      <a
        href={`/api/files/${file.id}`}
        download={file.fileName}
        aria-label={t("downloadFile", { file: file.fileName })}
        className="shrink-0 self-start rounded-lg border border-line px-3 py-1.5 text-sm font-semibold text-primary-dark hover:border-primary sm:self-center"
      >
        {t("download")}
      </a>
    </li>
  );
}

/** 'Your files': the CVs and cover letters Kazi keeps for the seeker, each downloadable by them only. */
export function YourFilesCard() {
  const t = useTranslations("profile.files");
  const tProfile = useTranslations("profile");
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: filesKey,
    queryFn: () => requestJson<SeekerFilePage>("/api/files"),
  });
  let body: React.ReactNode;
  if (isPending) body = <p className="text-sm text-muted">{t("loading")}</p>;
  else if (isError || !data)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {t("loadFailed")}{" "}
        <Button variant="outline" onClick={() => refetch()}>
          {tProfile("tryAgain")}
        </Button>
      </div>
    );
  else if (data.files.length === 0) body = <p className="text-sm text-muted">{t("empty")}</p>;
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
            {t("showingRecent", { shown: data.files.length, total: data.pagination.totalCount })}
          </p>
        )}
      </>
    );
  return (
    <Card as="section" aria-labelledby="your-files-heading">
      <h2 id="your-files-heading" className="text-xl font-semibold text-ink">
        {t("heading")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t("intro")}</p>
      {body}
    </Card>
  );
}
