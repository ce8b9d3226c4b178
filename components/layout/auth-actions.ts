"use client";

import { useCallback, useEffect, useState } from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";

// next-auth/react is loaded on the first click, keeping it out of every page's initial JavaScript.
async function nextAuth() {
  return import("next-auth/react");
}

/** The page's language, as the root layout writes it on <html lang>. */
function pageLanguage(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Starts the provider's login, coming back to the page the visitor is on (a localized address). The
 * provider is asked to show its screens in the page's language (OIDC `ui_locales`); one that does
 * not know the parameter ignores it.
 */
export async function startLogin(callbackUrl = window.location.href, locale = pageLanguage()) {
  const { signIn } = await nextAuth();
  await signIn("oidc", { callbackUrl }, { ui_locales: locale });
}

const LOGOUT_PATH = "/api/auth/federated-logout";

/**
 * Ends the session here and at the identity provider, then returns to the home page in the page's
 * language. A form POST (a full navigation: the route handler answers with redirects): the route
 * refuses GETs, which any other site could send.
 */
export function logOut() {
  const form = document.createElement("form");
  form.method = "post";
  form.action = LOGOUT_PATH;
  const locale = document.createElement("input");
  locale.type = "hidden";
  locale.name = "locale";
  locale.value = pageLanguage();
  form.append(locale);
  document.body.append(form);
  form.submit();
}

/**
 * `[redirecting, run]`: run(startLogin) disables the buttons until the browser leaves the page,
 * and re-enables them if the visitor comes back with the Back button (page restored from bfcache).
 */
export function useAuthRedirect() {
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    const restore = (event: PageTransitionEvent) => event.persisted && setRedirecting(false);
    window.addEventListener("pageshow", restore);
    return () => window.removeEventListener("pageshow", restore);
  }, []);

  const run = useCallback((action: () => Promise<void>) => {
    setRedirecting(true);
    action().catch(() => setRedirecting(false));
  }, []);

  return [redirecting, run] as const;
}
