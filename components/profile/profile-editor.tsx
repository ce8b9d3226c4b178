"use client";

import { useLocale, useTranslations } from "@/components/i18n/client";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { hasUnsavedChanges, temporaryLicenseId } from "@/lib/license";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { ProfessionalLicense, UserMe } from "@/lib/product-api/types";
import type { LicenseInput } from "@/lib/validations/license";
import { usernameSchema } from "@/lib/validations/profile";
import { useFormMessage } from "@/lib/validations/use-form-message";
import { BackToProfileLink } from "./back-to-profile-link";
import { BasicInformationCard } from "./basic-information-card";
import { LicenseDialog } from "./license-dialog";
import { LicensesEditorCard } from "./licenses-editor-card";
import { RemoveLicenseDialog } from "./remove-license-dialog";
import { UnsavedChangesBanner } from "./unsaved-changes-banner";
import { usernameErrorOf, useSaveProfile } from "./use-save-profile";

type Editing = { license: ProfessionalLicense | null } | null;

/**
 * Edits a local copy of the name and licenses; nothing is sent until Save Changes (docs/product.md, Edit
 * Profile).
 */
export function ProfileEditor({ user }: { user: UserMe }) {
  const t = useTranslations("profile.editor");
  const formMessage = useFormMessage();
  const pageLocale = useLocale();
  // The profile's language, else the page's: what a first save keeps for the mails.
  const storedLanguage: Locale = isLocale(user.language)
    ? user.language
    : isLocale(pageLocale)
      ? pageLocale
      : "en";
  const [language, setLanguage] = useState<Locale>(storedLanguage);
  const [name, setName] = useState(user.name ?? "");
  const [username, setUsername] = useState(user.username ?? "");
  const [licenses, setLicenses] = useState<ProfessionalLicense[]>(user.professionalLicenses);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ProfessionalLicense | null>(null);
  const save = useSaveProfile(user);

  const usernameChanged = username.trim() !== (user.username ?? "");
  const languageChanged = language !== storedLanguage;
  const changed =
    usernameChanged ||
    languageChanged ||
    hasUnsavedChanges({ name: user.name ?? "", licenses: user.professionalLicenses }, { name, licenses });
  const nameMissing = name.trim() === "";
  // The form's own check while typing; the server's answer (taken) once a save has failed.
  const usernameError = usernameChanged
    ? (formMessage(
        usernameSchema.safeParse(username).error?.issues[0]?.message ??
          (save.variables?.username === username.trim() ? usernameErrorOf(save.error) : null),
      ) ?? null)
    : null;

  function saveLicense(values: LicenseInput) {
    const current = editing?.license;
    if (current) {
      setLicenses((list) => list.map((l) => (l.id === current.id ? { ...l, ...values } : l)));
    } else {
      setLicenses((list) => {
        let id = temporaryLicenseId();
        while (list.some((l) => l.id === id)) id -= 1;
        return [...list, { id, ...values }];
      });
    }
    setEditing(null);
  }

  function removeLicense() {
    if (!removing) return;
    setLicenses((list) => list.filter((l) => l.id !== removing.id));
    setRemoving(null);
    toast.success(t("licenseRemoved"));
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToProfileLink />
        <Button
          disabled={save.isPending || !changed || nameMissing || usernameError !== null}
          onClick={() =>
            save.mutate({
              name,
              licenses,
              ...(languageChanged ? { language } : {}),
              ...(usernameChanged ? { username: username.trim() } : {}),
            })
          }
          aria-busy={save.isPending}
        >
          {save.isPending ? t("saving") : t("save")}
        </Button>
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("heading")}</h1>
      {changed && <UnsavedChangesBanner />}
      <BasicInformationCard
        name={name}
        email={user.email}
        onNameChange={setName}
        nameMissing={nameMissing}
        username={username}
        onUsernameChange={setUsername}
        usernameError={usernameError}
        language={language}
        onLanguageChange={setLanguage}
      />
      <LicensesEditorCard
        licenses={licenses}
        onAdd={() => setEditing({ license: null })}
        onEdit={(license) => setEditing({ license })}
        onRemove={setRemoving}
      />
      <LicenseDialog
        open={editing !== null}
        license={editing?.license}
        onClose={() => setEditing(null)}
        onSubmit={saveLicense}
      />
      <RemoveLicenseDialog license={removing} onCancel={() => setRemoving(null)} onConfirm={removeLicense} />
    </div>
  );
}
