import { webManifest } from "@/lib/web-manifest";

// A route handler rather than app/manifest.ts: Next sends that one with max-age=0, so browsers would
// ask for it again on every page that links it. Made at build time; SITE_NAME is the build's.
export const dynamic = "force-static";

export async function GET() {
  return Response.json(await webManifest(), {
    headers: {
      "Content-Type": "application/manifest+json",
      // A day: a renamed site or new icons reach installed apps by the next day.
      "Cache-Control": "public, max-age=86400",
    },
  });
}
