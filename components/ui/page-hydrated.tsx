"use client";

import { useLayoutEffect } from "react";

// Whether the page's content has hydrated. LocaleDocument hydrates the header, the page and the footer
// each in its own Activity boundary, after the document: for a moment the header's and the kept
// markup's links work while the page they would replace is still server HTML. A client-side
// navigation then (a tap on "next page" right after the load, on a slow phone) could be left pending
// for good, the page never changing (React's known hang with updates into a boundary that has not
// hydrated; once in CI). Until the page has hydrated, links load their page as they do without script.
let hydrated = false;

export const pageHydrated = () => hydrated;

/** For tests of parts rendered without the document, and the page's own marker below. */
export function markPageHydrated(value = true) {
  hydrated = value;
}

/** Placed last in the page's boundary: runs as that boundary's hydration commits. */
export function PageHydrated() {
  useLayoutEffect(markPageHydrated, []);
  return null;
}
