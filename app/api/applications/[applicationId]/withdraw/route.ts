import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { parsePositiveInt } from "@/lib/format";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// The seeker withdraws one of their applications (My Applications, the job page): idempotent, and
// someone else's application is a 404 at the API.

type Props = { params: Promise<{ applicationId: string }> };

export async function POST(request: Request, { params }: Props) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;
  const id = parsePositiveInt((await params).applicationId);
  if (id === null) return Response.json({ message: "There is no such application." }, { status: 404 });
  try {
    return await withApiAuth(async (token) =>
      Response.json(await productApi(token).withdrawApplication(id), {
        headers: { "cache-control": "private, no-store" },
      }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
