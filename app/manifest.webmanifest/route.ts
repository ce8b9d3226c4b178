import { manifestResponse } from "@/lib/web-manifest";

// A route handler rather than app/manifest.ts: Next sends that one with max-age=0, so browsers would
// ask for it again on every page that links it. Made at build time; SITE_NAME is the build's. The
// other languages' manifests: app/[locale]/manifest.webmanifest.
export const dynamic = "force-static";

export async function GET() {
  return manifestResponse();
}
