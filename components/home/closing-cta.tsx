import { useTranslations } from "next-intl";
import { SignUpButton } from "@/components/layout/sign-up-button";
import { LinkButton } from "@/components/ui/button";

export function ClosingCta() {
  const t = useTranslations("home.cta");
  return (
    <section
      aria-labelledby="cta-title"
      className="focus-light rounded-2xl bg-linear-to-r from-primary-deep to-secondary-dark px-5 py-12 text-center text-white sm:px-10 sm:py-16"
    >
      <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("title")}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-base text-blue-50 sm:text-lg">{t("body")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <SignUpButton variant="light" size="lg">
          {t("signUp")}
        </SignUpButton>
        <LinkButton href="/employers" variant="outline-light" size="lg">
          {t("employers")}
        </LinkButton>
      </div>
    </section>
  );
}
