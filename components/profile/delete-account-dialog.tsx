"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { reloadSessionStatus } from "@/components/layout/use-session-status";
import { flashSuccess } from "@/components/providers/flash";
import { Button } from "@/components/ui/button";
import { errorMessageOf } from "@/lib/error-message";
import { siteConfig } from "@/lib/site";
import { Modal } from "./modal";

const DELETE_ACCOUNT_PATH = "/api/me/account";
const FAILED =
  "Your account was not deleted: nothing was removed. Please check your connection and try again.";

/** Says what goes, then deletes the account; on success the visitor lands on the home page, signed out. */
export default function DeleteAccountDialog({
  signInAccountDeletable,
  onClose,
}: {
  signInAccountDeletable: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      const response = await fetch(DELETE_ACCOUNT_PATH, { method: "DELETE", credentials: "same-origin" });
      const message = errorMessageOf(await response.json().catch(() => null));
      if (!response.ok) {
        setFailure(message ?? FAILED);
        setPending(false);
        return;
      }
      router.push("/");
      queryClient.clear();
      reloadSessionStatus();
      const done = message ?? "Your account has been deleted.";
      if (!flashSuccess(done)) toast.success(done);
    } catch {
      setFailure(FAILED);
      setPending(false);
    }
  }

  return (
    <Modal open onClose={pending ? () => {} : onClose} title="Delete your account?">
      <p className="text-muted">This permanently removes:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        <li>your profile and professional licenses</li>
        <li>your applications, with the CVs and cover letters you sent</li>
        <li>your saved jobs and job alerts</li>
        {signInAccountDeletable && <li>your {siteConfig.name} sign-in account (your email and password)</li>}
      </ul>
      {!signInAccountDeletable && (
        <p className="mt-3 text-muted">
          Your sign-in account is managed by your sign-in provider, so {siteConfig.name} cannot delete it:
          delete it there if you wish.
        </p>
      )}
      <p className="mt-3 text-muted">
        Reports you made about jobs stay, without your name or details, so warnings about scams keep working.
        This cannot be undone: download your data first if you want a copy.
      </p>
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? "Deleting…" : "Delete my account"}
        </button>
      </div>
    </Modal>
  );
}
