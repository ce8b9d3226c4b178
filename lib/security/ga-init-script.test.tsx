import { GoogleAnalytics } from "@next/third-parties/google";
import { waitFor } from "@testing-library/react";
import { renderWithIntl as render } from "@/lib/i18n/testing";
import { gaInitScript } from "./headers";

// The policy allows Google Analytics' inline bootstrap by the hash of gaInitScript(); if
// @next/third-parties ever writes it differently, the browser would block it.
// jsdom has no User Timing API; the component marks its own use with it.
beforeAll(() => {
  performance.mark ??= (() => undefined) as unknown as Performance["mark"];
});

test("gaInitScript is exactly the inline script <GoogleAnalytics> inserts", async () => {
  render(<GoogleAnalytics gaId="G-KAZI12345" />);
  await waitFor(() => expect(document.getElementById("_next-ga-init")).not.toBeNull());
  expect(document.getElementById("_next-ga-init")!.innerHTML).toBe(gaInitScript("G-KAZI12345"));
});
