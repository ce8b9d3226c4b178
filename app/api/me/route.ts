import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { dropTemporaryId } from "@/lib/license";
import { productApi, type UpdateMeBody } from "@/lib/product-api";
import { errorResponse, invalidInputResponse } from "@/lib/product-api/error-response";
import { readCapped } from "@/lib/request-body";
import { profileUpdateSchema } from "@/lib/validations/profile";
import { LIMITS } from "@/services/product-api/lib/limits";

// The signed-in job seeker's profile (GET and PUT /api/v1/users/me, docs/product.md, The API), for the
// profile screens.

const PRIVATE = { "cache-control": "private, no-store" };

export async function GET() {
  const session = await requireSession();
  if (session instanceof Response) return session;
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).getMe(), { headers: PRIVATE }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}

export async function PUT(request: Request) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;

  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return Response.json({ message: "Send the profile as application/json." }, { status: 415 });
  }
  // Read no further than the limit: a body of any size must not be buffered whole.
  const raw = await readCapped(request, LIMITS.jsonBody);
  if (raw === null) {
    return Response.json(
      { message: `The profile is too large to save (at most ${LIMITS.jsonBody / 1024} KB).` },
      { status: 413 },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return Response.json({ message: "The body is not valid JSON." }, { status: 400 });
  }
  const parsed = profileUpdateSchema.safeParse(json);
  if (!parsed.success) return invalidInputResponse(parsed.error.issues);

  const body: UpdateMeBody = {
    name: parsed.data.name,
    ...(parsed.data.username === undefined ? {} : { username: parsed.data.username }),
    ...(parsed.data.language === undefined ? {} : { language: parsed.data.language }),
    professionalLicenses: parsed.data.professionalLicenses.map(dropTemporaryId),
  };
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).updateMe(body), { headers: PRIVATE }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
