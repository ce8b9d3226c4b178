"use client";

import { useId, useMemo, useState, type FormEvent } from "react";
import { useLocale, useTranslations } from "@/components/i18n/client";
import { Button } from "@/components/ui/button";
import { countryNameIn } from "@/lib/job-filter-labels";
import type { PhoneChannelName } from "@/lib/validations/phone";
import { PHONE_COUNTRIES } from "./phone-countries";
import { DigitsInput, PhoneChoice, PhoneField, phoneInputClass } from "./phone-fields";

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
        <PhoneField label={t("country")}>
          {(field) => (
            <select
              {...field}
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
          )}
        </PhoneField>
        <PhoneField label={t("number")} hint={t("numberHint")}>
          {(field) => (
            <DigitsInput
              {...field}
              type="tel"
              autoComplete="tel"
              maxLength={32}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </PhoneField>
      </div>
      {offered.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium text-ink">{t("sendBy")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {offered.map((name) => (
              <PhoneChoice
                key={name}
                type="radio"
                name={`${id}-channel`}
                value={name}
                checked={channel === name}
                onChange={() => setChannel(name)}
                label={t(name)}
              />
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
