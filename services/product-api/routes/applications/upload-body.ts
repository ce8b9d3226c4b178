import type { MiddlewareHandler } from "hono";
import { APPLICATION_TOO_LARGE } from "../../lib/documents";
import { MAX_FORM_BYTES } from "../../lib/limits";
import { ApiProblem } from "../../lib/problem";

// The application form's body, before it is parsed: multipart only, and at most MAX_FORM_BYTES.
// A declared length is judged before a byte is read; a body of unknown length (chunked, as the web
// app streams one on) is counted as it arrives and cut off at the limit. Each file is then checked
// on its own (application-documents.ts). A body that breaks off half-way fails the form's parse
// (400) before anything is stored.

const tooLarge = () => new ApiProblem(413, "The upload is too large.", { detail: APPLICATION_TOO_LARGE });

export const uploadBody: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data")
    throw new ApiProblem(415, "Send the application as multipart/form-data.");
  const request = c.req.raw;
  const declared = request.headers.get("content-length");
  if (declared !== null && !request.headers.has("transfer-encoding")) {
    if (Number(declared) > MAX_FORM_BYTES) throw tooLarge();
    return next();
  }
  if (!request.body) return next();
  let size = 0;
  let over = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= MAX_FORM_BYTES) return controller.enqueue(chunk);
        over = true;
        controller.error(tooLarge());
      },
    }),
  );
  c.req.raw = new Request(request, { body: counted, duplex: "half" } as RequestInit);
  await next();
  // The form's parser reports any failed read as a malformed form (400): this one was the limit.
  if (over) throw tooLarge();
};
