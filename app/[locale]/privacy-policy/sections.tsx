import type { LegalTranslator, LegalValues } from "@/components/layout/legal-text";
import { yourDataSection } from "./your-data-section";

/** The privacy policy's summary box and sections, in the language of `t` (namespace "privacy"). */
export function privacySummary(t: LegalTranslator, values: LegalValues) {
  return <p>{t.rich("summary", values)}</p>;
}

export function privacySections(t: LegalTranslator, values: LegalValues) {
  const rich = (key: string) => t.rich(key, values);
  return [
    {
      id: "who-we-are",
      title: t("whoWeAreTitle"),
      body: <p>{rich("whoWeAreBody")}</p>,
    },
    {
      id: "information-we-collect",
      title: t("collectTitle"),
      body: (
        <>
          <p>{rich("collectIntro")}</p>
          <ul>
            <li>{rich("collectAccount")}</li>
            <li>{rich("collectProfile")}</li>
            <li>{rich("collectApplications")}</li>
            <li>{rich("collectUsage")}</li>
            <li>{rich("collectMessages")}</li>
          </ul>
          <p>{rich("collectSensitive")}</p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: t("useTitle"),
      body: (
        <>
          <ul>
            <li>{rich("useAccount")}</li>
            <li>{rich("useJobs")}</li>
            <li>{rich("useSend")}</li>
            <li>{rich("useStatus")}</li>
            <li>{rich("useSupport")}</li>
            <li>{rich("useImprove")}</li>
            <li>{rich("useFraud")}</li>
          </ul>
          <p>{rich("useLegalBasis")}</p>
        </>
      ),
    },
    {
      id: "sharing",
      title: t("sharingTitle"),
      body: (
        <>
          <ul>
            <li>{rich("sharingEmployers")}</li>
            <li>{rich("sharingProviders")}</li>
            <li>{rich("sharingAuthorities")}</li>
          </ul>
          <p>{rich("sharingAbroad")}</p>
        </>
      ),
    },
    {
      id: "retention",
      title: t("retentionTitle"),
      body: (
        <ul>
          <li>{rich("retentionAccount")}</li>
          <li>{rich("retentionApplications")}</li>
          <li>{rich("retentionSupport")}</li>
          <li>{rich("retentionLogs")}</li>
          <li>{rich("retentionDeletion")}</li>
        </ul>
      ),
    },
    yourDataSection(t, values),
    {
      id: "your-rights",
      title: t("rightsTitle"),
      body: (
        <>
          <p>{rich("rightsIntro")}</p>
          <ul>
            <li>{rich("rightsCopy")}</li>
            <li>{rich("rightsCorrect")}</li>
            <li>{rich("rightsDelete")}</li>
            <li>{rich("rightsRestrict")}</li>
            <li>{rich("rightsPortability")}</li>
          </ul>
          <p>{rich("rightsHow")}</p>
        </>
      ),
    },
    {
      id: "security",
      title: t("securityTitle"),
      body: (
        <>
          <p>{rich("securityMeasures")}</p>
          <p>{rich("securityBreach")}</p>
        </>
      ),
    },
    {
      id: "cookies",
      title: t("cookiesTitle"),
      body: (
        <>
          <p>{rich("cookiesIntro")}</p>
          <ul>
            <li>{rich("cookiesEssential")}</li>
            <li>{rich("cookiesLanguage")}</li>
            <li>{rich("cookiesDataSaver")}</li>
            <li>{rich("cookiesAnalytics")}</li>
          </ul>
          <p>{rich("cookiesControl")}</p>
        </>
      ),
    },
    {
      id: "children",
      title: t("childrenTitle"),
      body: <p>{rich("childrenBody")}</p>,
    },
    {
      id: "changes",
      title: t("changesTitle"),
      body: <p>{rich("changesBody")}</p>,
    },
    {
      id: "contact",
      title: t("contactTitle"),
      body: <p>{rich("contactBody")}</p>,
    },
  ];
}
