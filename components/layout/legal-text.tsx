import type { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/lib/site";
import { DOCUMENT_KIND_LIST, DOCUMENT_KINDS, MAX_DOCUMENT_MB } from "@/services/product-api/lib/documents";

/** The translator of one namespace ("privacy", "terms"), as getTranslations gives it. */
export type LegalTranslator = Awaited<ReturnType<typeof getTranslations>>;
type Chunks = (chunks: ReactNode) => ReactNode;

/**
 * "PDF, DOC, DOCX or RTF" in `locale`. English keeps the API's own wording (documents.ts), which has
 * no serial comma where Intl's en-US would add one.
 */
function documentKindList(locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return DOCUMENT_KIND_LIST;
  const kinds = DOCUMENT_KINDS.map((kind) => kind.toUpperCase());
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(kinds);
}

const linkTo = (href: string): Chunks =>
  function LegalLink(chunks) {
    return <Link href={href}>{chunks}</Link>;
  };

/**
 * The arguments and tags every message of the legal pages may use: the product's name, the contact
 * address (<mail>), bold lead-ins (<strong>), the document limits, and links to the other document
 * (<link>, `linkHref`) and to the profile (<profile>).
 */
export function legalValues(locale: Locale, linkHref: string) {
  const { name, email } = siteConfig;
  return {
    product: name,
    email,
    kinds: documentKindList(locale),
    size: MAX_DOCUMENT_MB,
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
    mail: (chunks: ReactNode) => (
      <a href={`mailto:${email}`} dir="ltr">
        {chunks}
      </a>
    ),
    link: linkTo(linkHref),
    profile: linkTo("/profile"),
  };
}

export type LegalValues = ReturnType<typeof legalValues>;

/** The date both documents took effect. */
export const LEGAL_DATE = new Date(Date.UTC(2025, 3, 30));
