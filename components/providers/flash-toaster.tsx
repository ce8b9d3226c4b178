"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { flashVersion, subscribeFlash } from "./flash";

const FlashToasts = dynamic(() => import("./flash-toasts"), { ssr: false });

const serverVersion = () => 0;

/** For the root layout: costs a subscription until the first flash toast, then loads sonner. */
export function FlashToaster() {
  const version = useSyncExternalStore(subscribeFlash, flashVersion, serverVersion);
  return version > 0 ? <FlashToasts version={version} /> : null;
}
