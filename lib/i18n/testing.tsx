import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement, ReactNode } from "react";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import pt from "@/messages/pt.json";
import sw from "@/messages/sw.json";
import type { Locale } from "./locales";

const catalogues = { en, fr, pt, sw, ar };

/** For component tests: the messages of `locale` (English by default), as a page's provider gives them. */
export function IntlWrapper({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  return (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

/** Testing Library's render, inside IntlWrapper. */
export function renderWithIntl(
  ui: ReactElement,
  { locale, ...options }: RenderOptions & { locale?: Locale } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>,
    ...options,
  });
}
