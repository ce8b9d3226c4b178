import { readCapped } from "@/lib/request-body";

/** A small JSON body, or the 4xx to answer with. */
export async function readJson(request: Request, limit = 8 * 1024): Promise<{ json: unknown } | Response> {
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json"))
    return Response.json({ message: "Send application/json." }, { status: 415 });
  const raw = await readCapped(request, limit);
  if (raw === null) return Response.json({ message: "The request is too large." }, { status: 413 });
  try {
    return { json: JSON.parse(raw) };
  } catch {
    return Response.json({ message: "The body is not valid JSON." }, { status: 400 });
  }
}
