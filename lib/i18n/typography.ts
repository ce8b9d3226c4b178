// Punctuation that a language writes its own way, for the few labels the code puts together itself
// (the catalogues' messages carry their own: lib/i18n/french-typography.test.ts).

/**
 * "Language: " before a value, and in French "Langue : ", with the no-break space French puts before
 * a colon so that the colon never starts a line.
 */
export function labelBefore(label: string, locale: string): string {
  return `${label}${locale === "fr" ? "\u00a0" : ""}: `;
}

/**
 * `text` (an amount, "7,000 US$") as one unit inside right-to-left words: between Unicode's first
 * strong isolate and its pop (FSI…PDI), so that "ابتداءً من 7,000 US$" is not laid out as
 * "US$ 7,000 ابتداءً من". Left-to-right languages get it as it is.
 */
export function isolated(text: string, locale: string): string {
  return locale === "ar" ? `\u2068${text}\u2069` : text;
}
