import { env } from "@/lib/env";

// IndexNow's proof that the site's owner sent its notices (services/product-api/search-engines):
// /{INDEXNOW_KEY}.txt at the site's root holds the key. next.config.ts rewrites /{name}.txt here, as
// the key is set at run time; any other name, or no key set, is not found.

export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!env.INDEXNOW_KEY || key !== env.INDEXNOW_KEY) return new Response("Not Found", { status: 404 });
  return new Response(env.INDEXNOW_KEY, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
