import { getSession } from "@/lib/auth/session";
import { env } from "@/lib/env";

// 'Resend the link' on the apply form: Kazi's identity provider's page that mails a new verification
// link, with the signed-in seeker's address filled in. (Not `embeddedIdentity` only: the same provider
// also runs on its own public URL named by AUTH_ISSUER.)
export async function GET() {
  const email = (await getSession())?.user?.email;
  const target = new URL("/verify-email", env.authIssuer);
  if (email) target.searchParams.set("email", email);
  return new Response(null, { status: 303, headers: { location: target.href, "cache-control": "no-store" } });
}
