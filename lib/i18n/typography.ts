// Punctuation that a language writes its own way, for the few labels the code puts together itself
// (the catalogues' messages carry their own: lib/i18n/french-typography.test.ts).

/**
 * "Language: " before a value, and in French "Langue : ", with the no-break space French puts before
 * a colon so that the colon never starts a line.
 */
export function labelBefore(label: string, locale: string): string {
  return `${label}${locale === "fr" ? "\u00a0" : ""}: `;
}
