import type { Locale } from "./locales";

const catalogues = {
  en: () => import("@/messages/en.json"),
  fr: () => import("@/messages/fr.json"),
  pt: () => import("@/messages/pt.json"),
  sw: () => import("@/messages/sw.json"),
  ar: () => import("@/messages/ar.json"),
} satisfies Record<Locale, () => Promise<{ default: unknown }>>;

export type Messages = typeof import("@/messages/en.json");

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogues[locale]()).default as Messages;
}
