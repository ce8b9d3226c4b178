import { LOCALES, type Locale } from "../../../i18n";
import type { NotificationKind } from "../channel";
import { TEMPLATE_PARAMETERS } from "./phone-texts";

// The WhatsApp templates' bodies as an operator submits them to Meta (docs/whatsapp-templates.md):
// the catalogues' phone.whatsapp.* with each named argument as Meta's numbered one ({alert} is {{1}}).

type Catalogue = { phone: { whatsapp: Record<string, string> } };

const KEYS: Record<NotificationKind, string> = {
  "job-alert": "jobAlert",
  "application-status": "applicationStatus",
};

export async function templateBodies(): Promise<Record<NotificationKind, Record<Locale, string>>> {
  const catalogues = await Promise.all(
    LOCALES.map(async (locale) => (await import(`../../../../messages/${locale}.json`)) as Catalogue),
  );
  const body = (kind: NotificationKind, index: number) =>
    TEMPLATE_PARAMETERS[kind].reduce(
      (text, name, n) => text.replaceAll(`{${name}}`, `{{${n + 1}}}`),
      catalogues[index].phone.whatsapp[KEYS[kind]],
    );
  const forKind = (kind: NotificationKind) =>
    Object.fromEntries(LOCALES.map((locale, index) => [locale, body(kind, index)])) as Record<Locale, string>;
  return { "job-alert": forKind("job-alert"), "application-status": forKind("application-status") };
}
