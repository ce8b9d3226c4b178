"use client";

import { useTranslations } from "@/components/i18n/client";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataSaverSwitch } from "./data-saver-switch";

/** The data saver on the profile: what it does, and its switch (`known`: as the server read it). */
export function DataSaverCard({ known }: { known: boolean }) {
  const t = useTranslations("pwa.dataSaver");
  return (
    <Card as="section" aria-labelledby="data-saver-heading" className="mt-6">
      <h2 id="data-saver-heading" className="text-xl font-semibold text-ink">
        {t("label")}
      </h2>
      <p className="mt-2 text-muted">{t("hint")}</p>
      <div className="mt-4">
        <DataSaverSwitch known={known} className={buttonClasses({ variant: "outline" })} />
      </div>
    </Card>
  );
}
