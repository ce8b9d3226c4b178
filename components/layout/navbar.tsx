import { getLocale, getTranslations } from "next-intl/server";
import { LanguageSwitcher } from "@/components/i18n/language-switcher";
import { AccountArea } from "./account-area";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";

/** Top bar of every page: logo, main links, account area. Server-rendered; only the links and account area hydrate. */
export async function Navbar() {
  const t = await getTranslations("layout");
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label={t("mainNavigation")}
        className="relative mx-auto flex min-h-[70px] max-w-[1200px] items-center gap-2 px-4 sm:gap-6 sm:px-6"
      >
        <Logo />
        <NavLinks />
        <div className="ms-auto flex items-center gap-1">
          <LanguageSwitcher placement="nav" current={await getLocale()} label={t("language")} />
          <AccountArea />
        </div>
      </nav>
    </header>
  );
}
