"use client";

import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import type { PhoneState } from "@/lib/product-api/phone";
import { phoneInputClass } from "./phone-number-form";

interface Props {
  pending: NonNullable<PhoneState["pending"]>;
  busy: boolean;
  onConfirm(code: string): void;
  onOtherNumber(): void;
}

/** The six digits the seeker received, typed back. */
export function PhoneCodeForm({ pending, busy, onConfirm, onOtherNumber }: Props) {
  const t = useTranslations("phone.ui");
  const id = useId();
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
      <div className="max-w-48">
        <label htmlFor={`${id}-code`} className="text-sm font-medium text-ink">
          {t("code")}
        </label>
        <input
          id={`${id}-code`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          dir="ltr"
          required
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={`${phoneInputClass} text-start tracking-widest`}
        />
      </div>
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
