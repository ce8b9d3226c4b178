import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { MessagesProvider } from "./client";

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
  const [locale, messages] = await Promise.all([getLocale(), getMessages() as Promise<Messages>]);
  const picked: Record<string, unknown> = {};
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return (
    <MessagesProvider locale={locale} messages={picked}>
      {children}
    </MessagesProvider>
  );
}
