import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";

export type Namespace = keyof Messages;

/**
 * Gives the client components inside it the messages of `namespaces`, and no others: a client
 * component's messages travel in the page's payload. A provider replaces the one above it, so name
 * every namespace the client components inside use.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Messages;
  const picked: Partial<Messages> = {};
  for (const namespace of namespaces) Object.assign(picked, { [namespace]: messages[namespace] });
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
