import { errorResponse } from "./error-response";
import { ApiError } from "./errors";

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));

async function answer(error: unknown) {
  const response = errorResponse(error);
  return { status: response.status, body: await response.json() };
}

describe("errorResponse", () => {
  it("passes 409/413/415/422 through with the product API's message", async () => {
    const duplicate = new ApiError(409, "x", {
      title: "Conflict",
      detail: "You have already applied to this job.",
    });
    expect(await answer(duplicate)).toEqual({
      status: 409,
      body: { message: "You have already applied to this job." },
    });
    expect((await answer(new ApiError(413, "x", { title: "File too large" }))).status).toBe(413);
    expect((await answer(new ApiError(415, "x", {}))).body).toEqual({
      message: "Each file must be a PDF, DOC, DOCX or RTF file.",
    });
  });

  it("keeps field errors of a validation problem", async () => {
    const invalid = new ApiError(422, "x", { title: "Invalid input", errors: { name: ["Required"] } });
    expect(await answer(invalid)).toEqual({
      status: 422,
      body: { message: "Invalid input", errors: { name: ["Required"] } },
    });
  });

  it("hides server-side failures behind a generic 502/504", async () => {
    expect(await answer(new ApiError(500, "boom", { detail: "stack trace" }))).toEqual({
      status: 502,
      body: { message: "The service is temporarily unavailable. Please try again." },
    });
    expect((await answer(new ApiError("TIMEOUT_ERROR", "slow"))).status).toBe(504);
    expect((await answer(new ApiError("FETCH_ERROR", "down"))).status).toBe(502);
    expect((await answer(new ApiError("PARSING_ERROR", "odd"))).status).toBe(502);
  });

  it("answers 500 without details for anything else", async () => {
    expect(await answer(new Error("secret detail"))).toEqual({
      status: 500,
      body: { message: "Something went wrong. Please try again." },
    });
  });
});
