import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages } from "@/lib/i18n/messages";
import { CreateAlertButton } from "./create-alert-button";

/**
 * 'Email me new jobs like these' for the (server-rendered, cached) search pages, with the few messages
 * the button uses rather than the whole `alerts` namespace: every search page carries them.
 */
export async function CreateAlert({ search }: { search: string }) {
  const { alerts } = (await getMessages()) as Messages;
  const messages = { alerts: { create: alerts.create, unreachable: alerts.unreachable } };
  return (
    <NextIntlClientProvider messages={messages}>
      <CreateAlertButton search={search} />
    </NextIntlClientProvider>
  );
}
