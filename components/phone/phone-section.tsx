import { headers } from "next/headers";
import { ClientMessages } from "@/components/i18n/client-messages";
import { getAccessToken } from "@/lib/auth/session";
import { productApi, type PhoneState } from "@/lib/product-api";
import { PhoneChannels } from "./phone-channels";

/** The region of the browser's first language that names one ("fr-SN" is SN), else undefined. */
function browserRegion(acceptLanguage: string | null): string | undefined {
  const first = acceptLanguage?.split(",")[0]?.trim();
  const region = first?.split(";")[0]?.split("-")[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : undefined;
}

/**
 * The Phone section (WhatsApp and SMS) of a signed-in page: nothing at all when the operator set up
 * neither channel, or when the API cannot say; else the client island with the seeker's settings.
 */
export async function PhoneSection() {
  const token = await getAccessToken();
  if (!token) return null;
  let phone: PhoneState;
  try {
    phone = await productApi(token).getPhone();
  } catch (error) {
    console.error(
      "[phone] could not load the phone settings:",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
  if (!phone.channels.whatsapp && !phone.channels.sms) return null;
  const country = phone.number?.country ?? browserRegion((await headers()).get("accept-language")) ?? "KE";
  return (
    <ClientMessages namespaces={["phone.ui", "phone.errors"]}>
      <PhoneChannels initial={phone} defaultCountry={country} />
    </ClientMessages>
  );
}
