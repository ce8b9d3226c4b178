"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { reloadSessionStatus } from "@/components/layout/use-session-status";
import { flashSuccess } from "@/components/providers/flash";
import { Button } from "@/components/ui/button";
import { errorMessageOf } from "@/lib/error-message";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";
import { Modal } from "./modal";

const DELETE_ACCOUNT_PATH = "/api/me/account";

/** Says what goes, then deletes the account; on success the visitor lands on the home page, signed out. */
export default function DeleteAccountDialog({
  signInAccountDeletable,
  onClose,
}: {
  signInAccountDeletable: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("profile.deleteDialog");
  const flash = useTranslations("flash");
  const locale = useLocale() as Locale;
  // The route handler answers in English: its words are shown on English pages, ours elsewhere.
  const own = (message: string | null | undefined) => (locale === "en" ? message : null);
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setFailure(null);
    try {
      const response = await fetch(DELETE_ACCOUNT_PATH, { method: "DELETE", credentials: "same-origin" });
      const message = own(errorMessageOf(await response.json().catch(() => null)));
      if (!response.ok) {
        setFailure(message ?? t("failed"));
        setPending(false);
        return;
      }
      router.push(localePath(locale, "/"));
      queryClient.clear();
      reloadSessionStatus();
      const done = message ?? flash("accountDeleted");
      if (!flashSuccess(done)) toast.success(done);
    } catch {
      setFailure(t("failed"));
      setPending(false);
    }
  }

  return (
    <Modal open onClose={pending ? () => {} : onClose} title={t("title")}>
      <p className="text-muted">{t("removes")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-ink">
        <li>{t("itemProfile")}</li>
        <li>{t("itemApplications")}</li>
        <li>{t("itemSaved")}</li>
        {signInAccountDeletable && <li>{t("itemSignIn", { product: siteConfig.name })}</li>}
      </ul>
      {!signInAccountDeletable && (
        <p className="mt-3 text-muted">{t("externalAccount", { product: siteConfig.name })}</p>
      )}
      <p className="mt-3 text-muted">{t("reportsStay")}</p>
      {failure && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {t("cancel")}
        </Button>
        <button
          type="button"
          onClick={confirm}
          disabled={pending}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? t("deleting") : t("confirm")}
        </button>
      </div>
    </Modal>
  );
}
