import type { SeekerFile } from "@/lib/product-api";
import { distinctCvs } from "./earlier-cvs";

const file = (id: number, fileName: string, sizeBytes: number, day: number): SeekerFile => ({
  id,
  kind: "resume",
  fileName,
  contentType: "application/pdf",
  sizeBytes,
  createdAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00Z`,
  application: { id, createdAt: "2026-11-01T10:00:00Z", job: { id, title: "Job", company: "Co" } },
});

describe("earlier CVs offered on the apply form", () => {
  it("offers each CV once, with the last time it was sent, newest first, at most three", () => {
    const files = [
      file(9, "cv.pdf", 1000, 20), // the copy sent last
      file(8, "cv.pdf", 1000, 12),
      file(7, "cv.pdf", 1200, 10), // same name, another file
      file(6, "old.docx", 500, 5),
      file(5, "older.rtf", 400, 3),
    ];
    expect(distinctCvs(files)).toEqual([
      { id: 9, fileName: "cv.pdf", sizeBytes: 1000, sentAt: "2026-11-20T10:00:00Z" },
      { id: 7, fileName: "cv.pdf", sizeBytes: 1200, sentAt: "2026-11-10T10:00:00Z" },
      { id: 6, fileName: "old.docx", sizeBytes: 500, sentAt: "2026-11-05T10:00:00Z" },
    ]);
    expect(distinctCvs([{ ...file(1, "letter.pdf", 10, 1), kind: "cover_letter" }])).toEqual([]);
  });
});
