import type { LegalTranslator, LegalValues } from "@/components/layout/legal-text";

/** The terms' summary box and sections, in the language of `t` (namespace "terms"). */
export function termsSummary(t: LegalTranslator, values: LegalValues) {
  return <p>{t.rich("summary", values)}</p>;
}

export function termsSections(t: LegalTranslator, values: LegalValues) {
  const rich = (key: string) => t.rich(key, values);
  const { product } = values;
  return [
    {
      id: "agreement",
      title: t("agreementTitle"),
      body: <p>{rich("agreementBody")}</p>,
    },
    {
      id: "eligibility",
      title: t("eligibilityTitle", { product }),
      body: <p>{rich("eligibilityBody")}</p>,
    },
    {
      id: "account",
      title: t("accountTitle"),
      body: (
        <ul>
          <li>{rich("accountAccurate")}</li>
          <li>{rich("accountPassword")}</li>
          <li>{rich("accountOne")}</li>
          <li>{rich("accountTell")}</li>
        </ul>
      ),
    },
    {
      id: "finding-work",
      title: t("findingWorkTitle", { product }),
      body: (
        <>
          <p>{rich("findingWorkPlatform")}</p>
          <p>{rich("findingWorkFees")}</p>
        </>
      ),
    },
    {
      id: "your-content",
      title: t("contentTitle"),
      body: (
        <>
          <p>{rich("contentOwnership")}</p>
          <p>{rich("contentTruthful")}</p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: t("acceptableUseTitle"),
      body: (
        <>
          <p>{rich("acceptableUseIntro")}</p>
          <ul>
            <li>{rich("acceptableUseFalse")}</li>
            <li>{rich("acceptableUseBulk")}</li>
            <li>{rich("acceptableUseScrape")}</li>
            <li>{rich("acceptableUseMalware")}</li>
            <li>{rich("acceptableUseHarass")}</li>
            <li>{rich("acceptableUseUnlawful")}</li>
          </ul>
        </>
      ),
    },
    {
      id: "our-content",
      title: t("ourContentTitle"),
      body: <p>{rich("ourContentBody")}</p>,
    },
    {
      id: "availability",
      title: t("availabilityTitle"),
      body: <p>{rich("availabilityBody")}</p>,
    },
    {
      id: "liability",
      title: t("liabilityTitle"),
      body: (
        <>
          <p>{rich("liabilityAsIs")}</p>
          <p>{rich("liabilityLimits")}</p>
        </>
      ),
    },
    {
      id: "ending",
      title: t("endingTitle"),
      body: <p>{rich("endingBody")}</p>,
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
