import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { siteOrigin } from "@/lib/auth/cookies";
import { myDataDocument, myDataFileName } from "@/lib/my-data";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// 'Download my data': everything the product API keeps for the signed-in seeker, as a JSON file
// with a link to each of their files.

export const dynamic = "force-dynamic";

export async function GET() {
  const session = await requireSession();
  if (session instanceof Response) return session;
  try {
    return await withApiAuth(async (token) => {
      const data = await productApi(token).exportMyData();
      return new Response(JSON.stringify(myDataDocument(data, siteOrigin()), null, 2), {
        headers: {
          "content-type": "application/json; charset=utf-8",
          "content-disposition": `attachment; filename="${myDataFileName(data.exportedAt)}"`,
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        },
      });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
