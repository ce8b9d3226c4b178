"use client";

import Link from "@/components/ui/link";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { useCallback, useEffect, useState } from "react";
import { startLogin, useAuthRedirect } from "@/components/layout/auth-actions";
import { useSessionStatus } from "@/components/layout/use-session-status";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";

/** The hash a guest comes back with from signing in: the alert is created then, as they asked. */
export const CREATE_ALERT_HASH = "#email-me-new-jobs";

type State =
  { step: "idle" | "saving" } | { step: "done"; created: boolean } | { step: "failed"; message: string };

/**
 * 'Email me new jobs like these' on a search page (which is cached for everyone, so this island asks
 * who is there). A guest signs in and comes back to the same search, where the alert is created.
 */
export function CreateAlertButton({ search }: { search: string }) {
  const t = useTranslations("alerts.create");
  const tAlerts = useTranslations("alerts");
  const locale = useLocale();
  const session = useSessionStatus();
  const [redirecting, run] = useAuthRedirect();
  const [state, setState] = useState<State>({ step: "idle" });
  const signedIn = session.status === "authenticated";

  const create = useCallback(async () => {
    setState({ step: "saving" });
    try {
      const res = await fetch("/api/alerts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ search, frequency: "daily" }),
      });
      const body = (await res.json().catch(() => ({}))) as { created?: boolean; message?: string };
      if (res.ok) setState({ step: "done", created: body.created === true });
      else
        setState({
          step: "failed",
          // The route answers in English: its reason on English pages, ours elsewhere.
          message: (locale === "en" && body.message) || t("failed"),
        });
    } catch {
      setState({ step: "failed", message: tAlerts("unreachable", { product: siteConfig.name }) });
    }
  }, [search, locale, t, tAlerts]);

  useEffect(() => {
    if (!signedIn || window.location.hash !== CREATE_ALERT_HASH) return;
    history.replaceState(null, "", window.location.pathname + window.location.search);
    // Back from signing in to create this alert: do it now rather than ask twice.
    queueMicrotask(() => void create());
  }, [signedIn, create]);

  if (state.step === "done") {
    return (
      <p role="status" className="text-sm text-ink">
        {state.created ? t("created") : t("exists")}{" "}
        <Link href="/alerts" className="font-semibold text-primary-dark underline">
          {t("manage")}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={session.status === "loading" || state.step === "saving" || redirecting}
        onClick={() => {
          if (signedIn) void create();
          else
            run(() => startLogin(window.location.href.split("#")[0] + CREATE_ALERT_HASH, locale as Locale));
        }}
      >
        {state.step === "saving" ? t("creating") : t("label")}
      </Button>
      {/*
        In the server's HTML, as most visitors are guests; hidden, keeping its line, once the session
        says someone is signed in: the results below never move (a layout shift on every search page).
      */}
      <span className={cn("text-xs text-muted", signedIn && "invisible")} aria-hidden={signedIn || undefined}>
        {t("signInHint")}
      </span>
      {state.step === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
