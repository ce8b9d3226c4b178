"use client";

import { useTranslations } from "@/components/i18n/client";
import { Button, LinkButton } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { StatusMessage } from "@/components/ui/status-message";

export function ProfileSpinner() {
  const t = useTranslations("profile");
  return (
    <div className="flex justify-center py-20 text-primary-dark">
      <Spinner size="lg" label={t("loading")} />
    </div>
  );
}

export function ProfileLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("profile");
  return (
    <div role="alert">
      <StatusMessage title={t("loadFailedTitle")} message={t("loadFailedMessage")}>
        <Button onClick={onRetry}>{t("tryAgain")}</Button>
      </StatusMessage>
    </div>
  );
}

/** Profile edit without a profile to edit. */
export function ProfileUnavailable({ onRetry }: { onRetry?: () => void }) {
  const t = useTranslations("profile");
  return (
    <div role="alert">
      <StatusMessage title={t("unavailableTitle")} message={t("unavailableMessage")}>
        <LinkButton href="/profile">{t("goBackToProfile")}</LinkButton>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t("tryAgain")}
          </Button>
        )}
      </StatusMessage>
    </div>
  );
}
