"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "@/components/i18n/client";
import { useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { splitLocale } from "@/lib/i18n/locales";
import { BriefcaseIcon, CloseIcon, HomeIcon, InfoIcon, MenuIcon } from "@/components/ui/icons";
import { GuestAuthForm } from "./guest-auth-form";
import { useSessionStatus } from "./use-session-status";

const links = [
  { href: "/", label: "home", Icon: HomeIcon },
  { href: "/jobs", label: "jobs", Icon: BriefcaseIcon },
  { href: "/about", label: "about", Icon: InfoIcon },
] as const;

function isActive(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The main links; below 600px they fold into a panel opened by a Menu button, which also holds Sign Up
 * there (the bar has room for Login only on a 320px phone).
 */
export function NavLinks() {
  const t = useTranslations("layout");
  const signedIn = useSessionStatus().status === "authenticated";
  const pathname = splitLocale(usePathname() ?? "").path;
  const [open, setOpen] = useState(false);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    document.getElementById("primary-nav-toggle")?.focus();
  }

  return (
    <>
      <button
        id="primary-nav-toggle"
        type="button"
        className="order-last -me-1 flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 sm:hidden"
        aria-expanded={open}
        aria-controls="primary-nav"
        aria-label={t("menu")}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={closeOnEscape}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <ul
        id="primary-nav"
        onKeyDown={closeOnEscape}
        className={cn(
          "absolute inset-x-0 top-full z-30 flex-col gap-1 border-b border-line bg-white p-3 shadow-lg",
          "sm:static sm:z-auto sm:flex sm:flex-row sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none",
          open ? "flex" : "hidden",
        )}
      >
        {links.map(({ href, label, Icon }) => {
          const active = isActive(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                onClick={() => setOpen(false)}
                className="nav-link"
              >
                <Icon className="size-5" />
                {t(label)}
              </Link>
            </li>
          );
        })}
        {!signedIn && (
          <li className="mt-1 border-t border-line pt-3 sm:hidden">
            <GuestAuthForm intent="signup" location="menu" className="w-full">
              {t("signUp")}
            </GuestAuthForm>
          </li>
        )}
      </ul>
    </>
  );
}
