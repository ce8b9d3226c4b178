"use client";

import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { PhoneState } from "@/lib/product-api/phone";
import type { PhoneChannelName } from "@/lib/validations/phone";
import { PhoneChoice } from "./phone-fields";

interface Props {
  number: NonNullable<PhoneState["number"]>;
  offered: readonly PhoneChannelName[];
  busy: boolean;
  onChange(changes: Partial<Record<PhoneChannelName, boolean>>): void;
  onOtherNumber(): void;
  onRemove(): void;
}

const LABELS = { whatsapp: "onWhatsapp", sms: "bySms" } as const;

/** The confirmed number, a switch per channel the operator offers, and the way to remove it. */
export function PhoneVerified({ number, offered, busy, onChange, onOtherNumber, onRemove }: Props) {
  const t = useTranslations("phone.ui");
  return (
    <div className="grid gap-4">
      <p className="text-ink">
        <span className="font-medium">{t("yourNumber")}</span>{" "}
        <bdi dir="ltr" className="font-mono">
          {number.masked}
        </bdi>{" "}
        <span className="text-sm text-primary-deep">({t("confirmed")})</span>
      </p>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t("channelsLegend")}</legend>
        <div className="mt-2 grid gap-1">
          {offered.map((name) => (
            <PhoneChoice
              key={name}
              type="checkbox"
              checked={number[name]}
              disabled={busy}
              onChange={(event) => onChange({ [name]: event.target.checked })}
              label={t(LABELS[name])}
            />
          ))}
        </div>
      </fieldset>
      {number.smsStoppedAt && offered.includes("sms") && <p className="text-sm text-muted">{t("stopped")}</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={onOtherNumber} disabled={busy}>
          {t("otherNumber")}
        </Button>
        <Button variant="ghost" onClick={onRemove} disabled={busy}>
          {t("remove")}
        </Button>
      </div>
    </div>
  );
}
