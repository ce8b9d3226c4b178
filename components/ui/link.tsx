"use client";

import NextLink from "next/link";
import { type ComponentProps, type MouseEvent, type SyntheticEvent, useState } from "react";
import { useLocale } from "@/components/i18n/client";
import { savingData } from "@/lib/data-saver";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { pageHydrated } from "./page-hydrated";
import { plainClick } from "./plain-click";

type Props = ComponentProps<typeof NextLink>;

/**
 * next/link in the page's language: `href` is the English address ("/jobs/12") and becomes the
 * current language's ("/fr/jobs/12"). next/link is a client component already, so this costs a page
 * next to nothing more than it did.
 *
 * A link fetches its page ahead only when the seeker reaches for it (pointer over it, a touch, focus),
 * never because it scrolled into view, and never while data saving is on (lib/data-saver.ts):
 * next/link's own prefetching fetched a page for every link in view (5 requests, ~17 KB on a job
 * page) that most seekers never open, on a connection they pay for. `prefetch={false}`: not even then. (Reaching
 * for a link turns next/link's prefetching on for it: it is in view, so next/link fetches it.)
 */
export default function Link({
  href,
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  onClick,
  ...props
}: Props) {
  const locale = useLocale() as Locale;
  const [wanted, setWanted] = useState(false);
  const localized = typeof href === "string" && href.startsWith("/") ? localePath(locale, href) : href;
  const onIntent =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      if (!wanted && prefetch !== false && !savingData()) setWanted(true);
      handler?.(event);
    };
  // A link in the header or the footer works before the page's content has hydrated; until then it
  // loads its page as the browser would, rather than navigate client-side (page-hydrated.tsx).
  const loadUntilHydrated = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event) || pageHydrated()) return;
    if (event.currentTarget.target && event.currentTarget.target !== "_self") return;
    event.preventDefault();
    window.location.assign(event.currentTarget.href);
  };
  return (
    <NextLink
      href={localized}
      prefetch={wanted ? undefined : false}
      onClick={loadUntilHydrated}
      onPointerEnter={onIntent(onPointerEnter)}
      onTouchStart={onIntent(onTouchStart)}
      onFocus={onIntent(onFocus)}
      {...props}
    />
  );
}
