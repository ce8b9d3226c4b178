import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { pageMetadata } from "@/components/layout/page-metadata";
import { Card } from "@/components/ui/card";
import { ServerMarkup } from "@/components/ui/server-markup";
import { type LocaleParams, pageLocale } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site";

// "For Employers & Recruiters": how jobs get onto the board (a careers feed, or the API with a client)
// and the rules they live by. Static: prerendered in every language, text and links only.

export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "employers" });
  return pageMetadata({
    locale,
    title: t("title"),
    description: t("metaDescription", { product: siteConfig.name }),
    path: "/employers",
  });
}

/** The feeds the importer reads (its --format names), by the name an employer knows them by. */
const FORMATS = [
  ["greenhouse", "Greenhouse"],
  ["lever", "Lever"],
  ["workable", "Workable"],
  ["smartrecruiters", "SmartRecruiters"],
  ["jsonld", "schema.org JobPosting (JSON-LD)"],
  ["xml", "XML"],
] as const;

/** A token by client_credentials, then a job: the same call in every language. */
const example = (site: string) => `TOKEN=$(curl -s -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials -d scope=jobs:write \\
  "$TOKEN_URL" | jq -r .access_token)

curl -X POST ${site}/api/v1/jobs \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"title": "Warehouse Supervisor", "company": "Acme Ltd",
       "location": "Nairobi, Kenya", "countryCode": "KE",
       "jobType": "Full-time", "remoteOption": 0, "language": "en",
       "description": "Lead a team of twelve: receiving and dispatch.",
       "requirements": ["Two years leading a team"]}'`;

const link = "font-semibold text-primary-dark underline underline-offset-2 hover:no-underline";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </Card>
  );
}

export default async function EmployersPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations("employers");
  const product = siteConfig.name;
  const { email } = siteConfig;
  const mail = (chunks: ReactNode) => (
    <a href={`mailto:${email}`} className={link} dir="ltr">
      {chunks}
    </a>
  );
  const strong = (chunks: ReactNode) => <strong className="text-ink">{chunks}</strong>;
  return (
    <PageContainer>
      <ServerMarkup version={locale} className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t("intro", { product })}</p>
        <div className="mt-8 space-y-6">
          <Section id="feed" title={t("feed.title")}>
            <p>{t("feed.body", { product })}</p>
            <h3 className="pt-1 font-semibold text-ink">{t("feed.formats")}</h3>
            <ul className="list-disc space-y-1.5 ps-5">
              {FORMATS.map(([format, name]) => (
                <li key={format}>
                  <strong className="block text-ink">
                    <bdi>{name}</bdi>
                  </strong>
                  {t(`feed.${format}`)}
                </li>
              ))}
            </ul>
            <p>{t("feed.polite")}</p>
            <p>{t.rich("feed.start", { email, mail })}</p>
          </Section>
          <Section id="api" title={t("api.title")}>
            <p>{t.rich("api.body", { email, mail })}</p>
            <p>{t("api.applications")}</p>
            <p>{t("api.example")}</p>
            <pre
              dir="ltr"
              lang="en"
              className="rounded-lg bg-slate-900 p-4 text-start text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100"
            >
              <code>{example(siteConfig.url)}</code>
            </pre>
            <p>
              {t.rich("api.reference", {
                link: (chunks) => (
                  <a href="/api/v1/openapi.json" className={link}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </Section>
          <Section id="rules" title={t("rules.title")}>
            <ul className="list-disc space-y-3 ps-5">
              <li>{t.rich("rules.noFees", { product, strong })}</li>
              <li>{t.rich("rules.verified", { strong })}</li>
              <li>{t.rich("rules.closed", { strong })}</li>
            </ul>
          </Section>
        </div>
        <p className="mt-8 text-slate-700">{t.rich("contact", { email, mail })}</p>
      </ServerMarkup>
    </PageContainer>
  );
}
