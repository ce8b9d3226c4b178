import { documentFileName } from "./document-names";
import { DOCUMENT_CONTENT_TYPES } from "./documents";
import { LIMITS } from "./limits";

const { pdf, docx } = DOCUMENT_CONTENT_TYPES;

describe("the name a document is stored and downloaded under", () => {
  it("ends with the extension of the type its content showed, whatever it was called", () => {
    expect(documentFileName("poly.html", pdf)).toBe("poly.pdf");
    expect(documentFileName("cv.exe", docx)).toBe("cv.docx");
    expect(documentFileName("CV.PDF", pdf)).toBe("CV.pdf");
    expect(documentFileName("Dr. Amina Juma CV", pdf)).toBe("Dr. Amina Juma CV.pdf");
    expect(documentFileName("cv.exe. . ", pdf)).toBe("cv.pdf");
    expect(documentFileName("", pdf)).toBe("document.pdf");
  });

  it("loses bidi controls, other controls and path separators, and keeps letters of any script", () => {
    expect(documentFileName("cv\u202efdp.exe", pdf)).toBe("cvfdp.pdf");
    const bidi = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";
    expect(documentFileName(`Amina${bidi}.pdf`, pdf)).toBe("Amina.pdf");
    expect(documentFileName("cv\u0000\u0007\u0085\u2028/../x.pdf", pdf)).toBe("cv..x.pdf");
    expect(documentFileName("Wasifu wa Amani – 2026.pdf", pdf)).toBe("Wasifu wa Amani – 2026.pdf");
    expect(documentFileName("سيرتي الذاتية.pdf", pdf)).toBe("سيرتي الذاتية.pdf");
    expect(documentFileName("می\u200cخواهم.pdf", pdf)).toBe("می\u200cخواهم.pdf");
  });

  it("stays within the length limit without cutting a character in half", () => {
    const long = documentFileName(`${"a".repeat(LIMITS.fileName - 5)}😀😀.exe`, pdf);
    expect(long).toBe(`${"a".repeat(LIMITS.fileName - 5)}.pdf`);
    expect(long.length).toBeLessThanOrEqual(LIMITS.fileName);
  });
});
