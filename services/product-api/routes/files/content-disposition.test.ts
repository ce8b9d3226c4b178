import { contentDisposition } from "./content-disposition";

describe("Content-Disposition for a stored file name", () => {
  it("is always an attachment, with a plain-ASCII name that cannot break out of its quotes", () => {
    expect(contentDisposition('CV "final"; v2\\x.pdf')).toBe(
      `attachment; filename="CV _final__ v2_x.pdf"; filename*=UTF-8''CV%20%22final%22%3B%20v2%5Cx.pdf`,
    );
  });

  it("keeps the exact name, any script, in filename* and a readable fallback in filename", () => {
    expect(contentDisposition("Wasifu wa Amani – 2026.pdf")).toBe(
      `attachment; filename="Wasifu wa Amani _ 2026.pdf"; filename*=UTF-8''Wasifu%20wa%20Amani%20%E2%80%93%202026.pdf`,
    );
    expect(contentDisposition("سيرة.pdf")).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9.pdf`,
    );
    expect(contentDisposition("it's (1)*.pdf")).toContain("filename*=UTF-8''it%27s%20%281%29%2A.pdf");
  });

  it("survives a lone surrogate, and stands in for every non-ASCII letter in the fallback", () => {
    expect(contentDisposition("cv\ud800.pdf")).toBe(
      `attachment; filename="cv_.pdf"; filename*=UTF-8''cv%EF%BF%BD.pdf`,
    );
    expect(contentDisposition("\u00e9\u00e9")).toBe(
      `attachment; filename="__"; filename*=UTF-8''%C3%A9%C3%A9`,
    );
  });
});
