import type { LegalTranslator, LegalValues } from "@/components/layout/legal-text";

/**
 * What Kazi keeps for a job seeker, and how they download or remove it themselves (docs/product.md,
 * Privacy Policy and Terms of Use).
 */
export function yourDataSection(t: LegalTranslator, values: LegalValues) {
  const rich = (key: string) => t.rich(key, values);
  return {
    id: "your-data",
    title: t("yourDataTitle"),
    body: (
      <>
        <p>{rich("yourDataIntro")}</p>
        <ul>
          <li>{rich("yourDataProfile")}</li>
          <li>{rich("yourDataApplications")}</li>
          <li>{rich("yourDataSaved")}</li>
          <li>{rich("yourDataAlerts")}</li>
          <li>{rich("yourDataReports")}</li>
          <li>{rich("yourDataSignIn")}</li>
        </ul>
        <p>{rich("yourDataDownload")}</p>
        <p>{rich("yourDataRemove")}</p>
      </>
    ),
  };
}
