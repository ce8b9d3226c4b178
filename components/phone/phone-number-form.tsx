"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { countryNameIn } from "@/lib/job-filter-labels";
import type { PhoneChannelName } from "@/lib/validations/phone";
import { PHONE_COUNTRIES } from "./phone-countries";

export const phoneInputClass =
  "mt-1 block h-11 w-full rounded-lg border border-line px-3 text-base text-ink outline-none";

interface Props {
  offered: readonly PhoneChannelName[];
  defaultCountry: string;
  busy: boolean;
  onSend(input: { number: string; country: string; channel: PhoneChannelName }): void;
  onCancel?: () => void;
}

/** The number (its country first, for numbers typed as dialled at home) and how the code goes. */
export function PhoneNumberForm({ offered, defaultCountry, busy, onSend, onCancel }: Props) {
  const t = useTranslations("phone.ui");
  const locale = useLocale();
  const id = useId();
  const [country, setCountry] = useState(defaultCountry);
  const [number, setNumber] = useState("");
  const [channel, setChannel] = useState<PhoneChannelName>(offered[0]);
  const countries = useMemo(() => {
    const codes = PHONE_COUNTRIES.includes(defaultCountry)
      ? PHONE_COUNTRIES
      : [defaultCountry, ...PHONE_COUNTRIES];
    const collator = new Intl.Collator(locale);
    return codes
      .map((code) => ({ code, name: countryNameIn(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [defaultCountry, locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ number, country, channel });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-country`} className="text-sm font-medium text-ink">
            {t("country")}
          </label>
          <select
            id={`${id}-country`}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            className={phoneInputClass}
          >
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-number`} className="text-sm font-medium text-ink">
            {t("number")}
          </label>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            required
            maxLength={32}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            aria-describedby={`${id}-hint`}
            className={`${phoneInputClass} text-start`}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {t("numberHint")}
          </p>
        </div>
      </div>
      {offered.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("sendBy")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {offered.map((name) => (
              <label key={name} className="flex min-h-11 items-center gap-2 text-ink">
                <input
                  type="radio"
                  name={`${id}-channel`}
                  value={name}
                  checked={channel === name}
                  onChange={() => setChannel(name)}
                  className="size-5"
                />
                {t(name)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : t("send")}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("otherNumber")}
          </Button>
        )}
      </div>
    </form>
  );
}
