"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import { KEPT } from "./kept-links";

// The same object on every render: React writes innerHTML only when the prop's value changes.
const KEEP = { __html: "" };
const noSubscription = () => () => {};
const onServer = typeof window === "undefined";

interface Props {
  /** Changes whenever the children would render differently: a new version is rendered afresh. */
  version: string;
  className?: string;
  /** false: its links are never fetched ahead, as next/link's `prefetch={false}`. */
  prefetch?: boolean;
  children: ReactNode;
}

function Kept({ className, prefetch = true, children }: Omit<Props, "version">) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [kept] = useState(!onServer && hydrating);
  const mark = { [KEPT]: prefetch ? "" : "no-prefetch" };
  if (!kept)
    return (
      <div className={className} {...mark}>
        {children}
      </div>
    );
  return <div className={className} {...mark} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}

/**
 * A part of the page with nothing interactive in it (no state, no handlers), kept as the server
 * rendered it instead of hydrated. React's hydration skips the inside of an element given
 * `dangerouslySetInnerHTML` and leaves its DOM as it is, so a phone spends nothing on the elements
 * in here to make the page interactive: no components run, no elements are claimed. On /jobs that
 * more than halves what hydration walks (the filter form, the cards' text, the pages, the landing links).
 *
 * Mounted later (a client-side navigation, a sheet opened) it renders its children as usual, and a
 * navigation that changes them (a new `version`) mounts it afresh rather than keep the old markup.
 * Its links are plain anchors to the browser, which KeptLinks (in the layout) makes navigate
 * client-side, as components/ui/link.tsx's do.
 */
export function ServerMarkup({ version, ...props }: Props) {
  return <Kept key={version} {...props} />;
}
