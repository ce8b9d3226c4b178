"use client";

import { useId, useState } from "react";
import { useTranslations } from "@/components/i18n/client";
import { Card } from "@/components/ui/card";
import type { PhoneState } from "@/lib/product-api/phone";
import { HttpError, requestJson } from "@/lib/request-json";
import type { PhoneChannelName } from "@/lib/validations/phone";
import { PhoneCodeForm } from "./phone-code-form";
import { PhoneNumberForm } from "./phone-number-form";
import { PhoneVerified } from "./phone-verified";

export type PhoneCall = (path: string, method: string, body?: unknown) => Promise<boolean>;

/**
 * WhatsApp and SMS for one seeker: a number, the code it receives, then each channel on or off.
 * Every answer of /api/me/phone is the whole state, so the section shows what the API holds.
 */
export function PhoneChannels({ initial, defaultCountry }: { initial: PhoneState; defaultCountry: string }) {
  const t = useTranslations("phone.ui");
  const tErrors = useTranslations("phone.errors");
  const [phone, setPhone] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [newNumber, setNewNumber] = useState(false);
  const headingId = useId();
  const offered = (["whatsapp", "sms"] as const).filter((name) => phone.channels[name]);

  const call: PhoneCall = async (path, method, body) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await requestJson<PhoneState | null>(`/api/me/phone${path}`, {
        method,
        headers: body === undefined ? undefined : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      setPhone(answer ?? { ...phone, number: null, pending: null });
      return true;
    } catch (failure) {
      const code =
        failure instanceof HttpError ? (failure.data as { code?: unknown } | null)?.code : undefined;
      setError(typeof code === "string" && tErrors.has(code) ? tErrors(code) : tErrors("generic"));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async (input: { number: string; country: string; channel: PhoneChannelName }) => {
    if (await call("", "POST", input)) setNewNumber(false);
  };
  const remove = async () => {
    if (await call("", "DELETE")) setNotice(t("removed"));
  };

  let body;
  if (phone.pending && !newNumber)
    body = (
      <PhoneCodeForm
        pending={phone.pending}
        busy={busy}
        onConfirm={(code) => call("/verify", "POST", { code })}
        onOtherNumber={() => setNewNumber(true)}
      />
    );
  else if (phone.number && !newNumber)
    body = (
      <PhoneVerified
        number={phone.number}
        offered={offered}
        busy={busy}
        onChange={(changes) => call("", "PATCH", changes)}
        onOtherNumber={() => setNewNumber(true)}
        onRemove={remove}
      />
    );
  else
    body = (
      <PhoneNumberForm
        offered={offered}
        defaultCountry={phone.number?.country ?? defaultCountry}
        busy={busy}
        onSend={sendCode}
        onCancel={phone.number || phone.pending ? () => setNewNumber(false) : undefined}
      />
    );

  return (
    // An id of its own: the section may sit on more than one page, beside other sections.
    <Card as="section" aria-labelledby={headingId} className="mt-6">
      <header>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t("heading")}
        </h2>
        <p className="mt-2 text-muted">{t("intro")}</p>
      </header>
      <div className="mt-4">{body}</div>
      <div aria-live="polite" className="mt-3 text-sm">
        {error && <p className="text-red-700">{error}</p>}
        {notice && <p className="text-primary-deep">{notice}</p>}
      </div>
    </Card>
  );
}
