"use client";

import { useEffect } from "react";
import { defaultTitle } from "@/lib/site";

/**
 * Leaving the profile restores the default title (docs/product.md, Profile). The page after it normally
 * sets its own title first, so only a title still left over from this page is replaced.
 */
export function RestoreDefaultTitle() {
  useEffect(() => {
    const ownTitle = document.title;
    return () => {
      if (document.title === ownTitle) document.title = defaultTitle;
    };
  }, []);
  return null;
}
