"use client";

import { useTranslations } from "@/components/i18n/client";
import type { ReactNode } from "react";
import { isUnauthorized } from "@/lib/request-json";
import { Button } from "./button";
import { Spinner } from "./spinner";
import { StatusMessage } from "./status-message";

interface ListQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * A signed-in seeker's own list before its data is there: the skeleton while loading, a spinner while a
 * 401 logs them out, an error with Try Again; then `children` with the data. Its texts are the `ui`
 * namespace's: the provider above it (ClientMessages) names `ui`.
 */
export function QueryListStates<T>({
  query,
  skeleton,
  errorTitle,
  errorMessage,
  children,
}: {
  query: ListQuery<T>;
  skeleton: ReactNode;
  errorTitle: string;
  errorMessage: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations("ui");
  const { data, error, isPending, isRefetching, refetch } = query;
  if (isPending) return skeleton;
  if (isUnauthorized(error)) {
    return (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={t("sessionEnded")} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div role="alert">
        <StatusMessage title={errorTitle} message={errorMessage} headingLevel={2}>
          <Button onClick={() => refetch()} disabled={isRefetching}>
            {t("tryAgain")}
          </Button>
        </StatusMessage>
      </div>
    );
  }
  return children(data);
}

/** Three card outlines while a list loads, so nothing shifts when it arrives. */
export function ListSkeleton({ label, card }: { label: string; card: ReactNode }) {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label={label}>
      {card}
      {card}
      {card}
    </div>
  );
}
