import { ClientMessages } from "@/components/i18n/client-messages";
import { CreateAlertButton } from "./create-alert-button";

/**
 * 'Email me new jobs like these' for the search pages, with the few messages the button uses rather
 * than the whole `alerts` namespace: every search page carries them.
 */
export function CreateAlert({ search }: { search: string }) {
  return (
    <ClientMessages namespaces={["alerts.create", "alerts.unreachable"]}>
      <CreateAlertButton search={search} />
    </ClientMessages>
  );
}
