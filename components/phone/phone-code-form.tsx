"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { PhoneState } from "@/lib/product-api/phone";
import { DigitsInput, PhoneField } from "./phone-fields";

interface Props {
  pending: NonNullable<PhoneState["pending"]>;
  busy: boolean;
  onConfirm(code: string): void;
  onOtherNumber(): void;
}

/** The six digits the seeker received, typed back. */
export function PhoneCodeForm({ pending, busy, onConfirm, onOtherNumber }: Props) {
  const t = useTranslations("phone.ui");
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code.replace(/\D/g, ""));
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-ink">
        {t.rich("codeSent", {
          channel: pending.channel,
          number: pending.masked,
          n: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      </p>
      <PhoneField label={t("code")} className="max-w-48">
        {(field) => (
          <DigitsInput
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="tracking-widest"
          />
        )}
      </PhoneField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t("confirming") : t("confirm")}
        </Button>
        <Button variant="outline" onClick={onOtherNumber}>
          {t("otherNumber")}
        </Button>
      </div>
    </form>
  );
}
