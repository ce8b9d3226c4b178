"use client";

import { useTranslations } from "@/components/i18n/client";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { siteConfig } from "@/lib/site";

// The dialog (and what it needs to end the session) is only downloaded when it is opened.
const DeleteAccountDialog = lazy(() => import("./delete-account-dialog"));

const EXPORT_PATH = "/api/me/export";

/** 'Your data' on the profile: download everything Kazi keeps, or delete the account. */
export function YourDataCard({ signInAccountDeletable }: { signInAccountDeletable: boolean }) {
  const t = useTranslations("profile.data");
  const [deleting, setDeleting] = useState(false);
  return (
    <Card as="section" aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className="text-xl font-semibold text-ink">
        {t("heading")}
      </h2>
      <p className="mt-2 text-muted">{t("intro", { product: siteConfig.name })}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        {/* A plain link: the route handler answers with an attachment, so the page stays put. */}
        <a href={EXPORT_PATH} download className={buttonClasses({ variant: "outline" })}>
          {t("download")}
        </a>
        <Button
          variant="outline"
          className="border-red-700 text-red-700 hover:bg-red-50"
          onClick={() => setDeleting(true)}
        >
          {t("delete")}
        </Button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            signInAccountDeletable={signInAccountDeletable}
            onClose={() => setDeleting(false)}
          />
        </Suspense>
      )}
    </Card>
  );
}
