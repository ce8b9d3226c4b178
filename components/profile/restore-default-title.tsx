"use client";

import { useEffect } from "react";

/**
 * Leaving the profile restores the default title (docs/product.md, Profile). The page after it normally
 * sets its own title first, so only a title still left over from this page is replaced. `defaultTitle` is the site's title in the page's language.
 */
export function RestoreDefaultTitle({ defaultTitle }: { defaultTitle: string }) {
  useEffect(() => {
    const ownTitle = document.title;
    return () => {
      if (document.title === ownTitle) document.title = defaultTitle;
    };
  }, [defaultTitle]);
  return null;
}
