"use client";

import { useTranslations } from "@/components/i18n/client";
import { Card } from "@/components/ui/card";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { LIMITS } from "@/services/product-api/lib/limits";

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-line px-3 text-base text-ink outline-none";

export function BasicInformationCard({
  name,
  email,
  onNameChange,
  nameMissing,
  username,
  onUsernameChange,
  usernameError,
  language,
  onLanguageChange,
}: {
  name: string;
  email: string | null;
  onNameChange: (name: string) => void;
  nameMissing: boolean;
  username: string;
  onUsernameChange: (username: string) => void;
  usernameError: string | null;
  /** The language of the seeker's mails. */
  language: Locale;
  onLanguageChange: (language: Locale) => void;
}) {
  const t = useTranslations("profile.editor");
  const forms = useTranslations("forms");
  return (
    <Card as="section" aria-labelledby="basic-information-heading">
      <h2 id="basic-information-heading" className="text-xl font-semibold text-ink">
        {t("basicInformation")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="profile-name" className="text-sm font-medium text-ink">
            {t("name")}
          </label>
          <input
            id="profile-name"
            value={name}
            maxLength={LIMITS.name}
            autoComplete="name"
            onChange={(e) => onNameChange(e.target.value)}
            aria-invalid={nameMissing || undefined}
            aria-describedby={nameMissing ? "profile-name-error" : undefined}
            className={`${inputClass} bg-white focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500`}
          />
          {nameMissing && (
            <p id="profile-name-error" className="mt-1 text-sm text-red-700">
              {forms("nameRequired")}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="profile-username" className="text-sm font-medium text-ink">
            {t("username")}
          </label>
          <input
            id="profile-username"
            value={username}
            maxLength={LIMITS.username.max}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => onUsernameChange(e.target.value)}
            aria-invalid={usernameError ? true : undefined}
            aria-describedby={usernameError ? "profile-username-error" : undefined}
            className={`${inputClass} bg-white focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500`}
          />
          {usernameError && (
            <p id="profile-username-error" role="alert" className="mt-1 text-sm text-red-700">
              {usernameError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="profile-email" className="text-sm font-medium text-ink">
            {t("email")}
          </label>
          <input
            id="profile-email"
            value={email ?? ""}
            readOnly
            dir="ltr"
            aria-describedby="profile-email-hint"
            className={`${inputClass} cursor-not-allowed bg-slate-50 text-muted`}
          />
          <p id="profile-email-hint" className="mt-1 text-xs text-muted">
            {t("emailHint")}
          </p>
        </div>
        <div>
          <label htmlFor="profile-language" className="text-sm font-medium text-ink">
            {t("language")}
          </label>
          <select
            id="profile-language"
            value={language}
            onChange={(e) => onLanguageChange(e.target.value as Locale)}
            aria-describedby="profile-language-hint"
            className={`${inputClass} bg-white focus:border-primary focus:ring-2 focus:ring-primary/30`}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id="profile-language-hint" className="mt-1 text-xs text-muted">
            {t("languageHint")}
          </p>
        </div>
      </div>
    </Card>
  );
}
