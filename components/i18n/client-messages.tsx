import { getLocale, getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { MessagesProvider } from "./client";

/** A namespace ("jobs"), or a part of one ("jobs.card") when the client components use only that. */
export type Namespace = keyof Messages | `${keyof Messages}.${string}`;

type Tree = { [key: string]: unknown };

/** Copies `path` ("jobs.card") of `from` into `to`, keeping what `to` already holds beside it. */
function pick(from: Tree, to: Tree, path: string) {
  const [head, ...rest] = path.split(".");
  if (!rest.length) {
    to[head] = from[head];
    return;
  }
  const child = (to[head] ??= {}) as Tree;
  pick((from[head] ?? {}) as Tree, child, rest.join("."));
}

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
  const picked: Tree = {};
  for (const namespace of namespaces) pick(messages as Tree, picked, namespace);
  return (
    <MessagesProvider locale={locale} messages={picked}>
      {children}
    </MessagesProvider>
  );
}
