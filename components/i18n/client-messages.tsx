import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { MessagesProvider } from "./client";
import { type Namespace, pickMessages } from "./pick-messages";

export type { Namespace };

/**
 * Gives the client components inside it the messages of `namespaces`, and no others: a client
 * component's messages travel in the page's payload. A provider replaces the one above it, so name
 * every namespace the client components inside use; name parts ("jobs.card") or single messages
 * ("filters.apply") when they read only those.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <MessagesProvider locale={locale} messages={pickMessages(messages, namespaces)}>
      {children}
    </MessagesProvider>
  );
}
