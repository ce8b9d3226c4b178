import { render, type RenderOptions } from "@testing-library/react";
import compile from "icu-minify/compile";
import { NextIntlClientProvider } from "next-intl";
import { MessagesProvider } from "@/components/i18n/client";
import { type Namespace, pickMessages } from "@/components/i18n/pick-messages";
import type { ReactElement, ReactNode } from "react";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import type { Locale } from "./locales";

const catalogues = { en, fr, pt, sw, ar };

type Tree = { [key: string]: unknown };

/** The catalogue as the build compiles it (next.config.ts: precompile), for components/i18n/client.tsx. */
function compiled(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compiled(value as Tree),
    ]),
  );
}
const compiledCatalogues = Object.fromEntries(
  Object.entries(catalogues).map(([locale, tree]) => [locale, compiled(tree)]),
) as Record<Locale, Tree>;

/**
 * For component tests: the messages of `locale` (English by default), as a page's provider gives them:
 * with `namespaces`, client components get only those (ClientMessages); else the whole catalogue.
 */
export function IntlWrapper({
  children,
  locale = "en",
  namespaces,
}: {
  children: ReactNode;
  locale?: Locale;
  namespaces?: readonly Namespace[];
}) {
  const compiled = compiledCatalogues[locale];
  return (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <MessagesProvider locale={locale} messages={namespaces ? pickMessages(compiled, namespaces) : compiled}>
        {children}
      </MessagesProvider>
    </NextIntlClientProvider>
  );
}

/** Testing Library's render, inside IntlWrapper. */
export function renderWithIntl(
  ui: ReactElement,
  {
    locale,
    namespaces,
    ...options
  }: RenderOptions & { locale?: Locale; namespaces?: readonly Namespace[] } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <IntlWrapper locale={locale} namespaces={namespaces}>
        {children}
      </IntlWrapper>
    ),
    ...options,
  });
}
