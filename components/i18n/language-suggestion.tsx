import { createTranslator } from "next-intl";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type { SuggestionTexts } from "./language-suggestion-banner";
import { LanguageSuggestionCheck } from "./language-suggestion-check";

async function loadTexts(): Promise<Record<Locale, SuggestionTexts>> {
  const texts = {} as Record<Locale, SuggestionTexts>;
  for (const locale of LOCALES) {
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "suggestion" });
    texts[locale] = { text: t("text"), action: t("action"), dismiss: t("dismiss") };
  }
  return texts;
}

// The same for every page and every request: made once per process, not five translators a page.
let texts: Promise<Record<Locale, SuggestionTexts>> | undefined;

/** The suggestion banner, with its three texts in every language (it speaks the one it suggests). */
export async function LanguageSuggestion() {
  texts ??= loadTexts().catch((error: unknown) => {
    texts = undefined;
    throw error;
  });
  return <LanguageSuggestionCheck texts={await texts} />;
}
