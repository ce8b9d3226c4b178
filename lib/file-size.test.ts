import { formatFileSize } from "./file-size";

describe("file sizes", () => {
  it("reads bytes, kilobytes and megabytes the way the 5MB limit counts them", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(123_456)).toBe("121 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
    expect(formatFileSize(1_468_006)).toBe("1.4 MB");
  });
});
