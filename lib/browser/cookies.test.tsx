import { readCookie, setCookie } from "./cookies";

/** Counts the reads of document.cookie (each is a round trip to the browser's network process). */
function countReads() {
  const getter = jest.spyOn(document, "cookie", "get");
  return () => getter.mock.calls.length;
}

afterEach(() => {
  jest.runOnlyPendingTimers(); // the task ends: the next test reads afresh
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test("reading cookies many times in one task reads document.cookie once", () => {
  jest.useFakeTimers();
  document.cookie = "kazi-data-saver=on";
  const reads = countReads();
  expect(readCookie("kazi-data-saver")).toBe("on");
  expect(readCookie("kazi-language")).toBeUndefined();
  expect(readCookie("kazi-data-saver")).toBe("on");
  expect(reads()).toBe(1);
});

test("a later task sees a cookie another tab or the server changed", () => {
  jest.useFakeTimers();
  document.cookie = "kazi-language=fr";
  expect(readCookie("kazi-language")).toBe("fr");
  document.cookie = "kazi-language=pt"; // as if set elsewhere, not through setCookie
  jest.runAllTimers();
  expect(readCookie("kazi-language")).toBe("pt");
});

test("a cookie set through setCookie is read back at once", () => {
  jest.useFakeTimers();
  document.cookie = "kazi-language-dismissed=fr";
  expect(readCookie("kazi-language-dismissed")).toBe("fr");
  setCookie("kazi-language-dismissed=sw; Path=/");
  expect(readCookie("kazi-language-dismissed")).toBe("sw");
});
