import { getSession } from "@/lib/auth/session";
import { env } from "@/lib/env";

// 'Resend the link' on the apply form: the embedded provider's page that mails a new verification
// link, with the signed-in seeker's address filled in. External providers verify addresses their way.
export async function GET() {
  if (!env.embeddedIdentity) return Response.json({ message: "Not found." }, { status: 404 });
  const email = (await getSession())?.user?.email;
  const target = new URL("/verify-email", env.authIssuer);
  if (email) target.searchParams.set("email", email);
  return new Response(null, { status: 303, headers: { location: target.href, "cache-control": "no-store" } });
}
