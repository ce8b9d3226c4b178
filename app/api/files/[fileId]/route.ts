import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { parsePositiveInt } from "@/lib/format";
import { downloadMyFile } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// One of the signed-in seeker's files, streamed from the product API with their token: only its
// owner gets it (the API answers 404 to anyone else), and the browser saves it rather than shows it.

type Params = { params: Promise<{ fileId: string }> };

export async function GET(_request: Request, { params }: Params) {
  const session = await requireSession();
  if (session instanceof Response) return session;
  const fileId = parsePositiveInt((await params).fileId);
  if (fileId === null) return Response.json({ message: "File not found." }, { status: 404 });
  try {
    return await withApiAuth(async (token) => {
      const file = await downloadMyFile(token, fileId);
      const headers = new Headers({
        "content-type": file.contentType,
        "content-disposition": file.contentDisposition,
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
      });
      if (file.contentLength) headers.set("content-length", file.contentLength);
      return new Response(file.body, { headers });
    });
  } catch (error) {
    return errorResponse(error);
  }
}
