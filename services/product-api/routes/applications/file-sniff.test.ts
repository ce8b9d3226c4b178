import { sampleDoc, sampleDocx, samplePdf, sampleRtf, zip } from "../../testing/documents";
import { sniffDocument, zipEntryNames } from "./file-sniff";

describe("sniffDocument", () => {
  it("recognises PDF, DOC, DOCX and RTF by their bytes", () => {
    expect(sniffDocument(samplePdf())?.kind).toBe("pdf");
    expect(sniffDocument(sampleDoc())?.kind).toBe("doc");
    expect(sniffDocument(sampleDocx())?.kind).toBe("docx");
    expect(sniffDocument(sampleRtf())?.kind).toBe("rtf");
  });

  it("accepts a PDF header after a little leading junk, as readers do", () => {
    expect(sniffDocument(Buffer.concat([Buffer.alloc(100, 0x20), samplePdf()]))?.kind).toBe("pdf");
  });

  it("refuses other files, whatever they are called", () => {
    expect(sniffDocument(Buffer.from("\x89PNG\r\n\x1a\n....", "binary"))).toBeNull();
    expect(sniffDocument(Buffer.from("<html><body>cv</body></html>"))).toBeNull();
    expect(sniffDocument(Buffer.from("MZ\x90\x00"))).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
  });

  it("refuses ZIP archives that are not Word documents (xlsx, plain zips)", () => {
    expect(sniffDocument(zip({ "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    expect(sniffDocument(zip({ "notes.txt": "word/ appears only in the content" }))).toBeNull();
  });

  it("reads entry names from the central directory", () => {
    expect(zipEntryNames(sampleDocx())).toEqual(["[Content_Types].xml", "word/document.xml"]);
    expect(zipEntryNames(Buffer.from("PK\x03\x04 truncated"))).toEqual([]);
  });
});
