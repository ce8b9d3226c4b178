"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "@/components/ui/link";
import { useTranslations } from "@/components/i18n/client";
import { track } from "@/lib/analytics/events";
import { initials } from "@/lib/initials";
import { logOut } from "./auth-actions";

const itemClass =
  "flex w-full items-center px-4 py-2.5 text-start text-sm text-ink data-focus:bg-primary-soft data-focus:text-primary-deep";

/**
 * Avatar with the user's initials opening Profile / Applications / Saved Jobs / Alerts (/ Moderation,
 * for moderators) / Log out.
 */
export default function AccountMenu({ name, moderator = false }: { name: string; moderator?: boolean }) {
  const t = useTranslations("layout");
  return (
    <Menu as="div" className="relative">
      {/* The name starts with the visible initials (WCAG 2.5.3, label in name): "AO account menu for …". */}
      <MenuButton className="flex size-10 items-center justify-center rounded-lg bg-primary-dark text-sm font-bold tracking-wide text-white hover:bg-primary-deep">
        {initials(name) || "U"}
        <span className="sr-only">
          {t("accountMenuFor", {
            name,
            startsWith: /^([aeiouæœ]|y[^aeiou])/i.test(name.normalize("NFD")) ? "vowel" : "other",
          })}
        </span>
      </MenuButton>
      <MenuItems
        modal={false}
        className="absolute end-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border border-line bg-white py-1 shadow-lg focus:outline-none rtl:origin-top-left"
      >
        <div className="border-b border-line px-4 py-3">
          <p className="text-xs text-muted">{t("signedInAs")}</p>
          <p className="truncate text-sm font-semibold text-ink">{name}</p>
        </div>
        <MenuItem>
          <Link href="/profile" className={itemClass}>
            {t("profile")}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/applications" className={itemClass}>
            {t("applications")}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/saved-jobs" className={itemClass}>
            {t("savedJobs")}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/alerts" className={itemClass}>
            {t("alerts")}
          </Link>
        </MenuItem>
        {moderator && (
          <MenuItem>
            <Link href="/moderation" className={itemClass}>
              {t("moderation")}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          {/* Posts to the logout route, which clears the session and leaves through the provider. */}
          <button
            type="button"
            className={`${itemClass} border-t border-line`}
            onClick={() => {
              track("auth_button_click", { action: "logout", location: "navbar" });
              logOut();
            }}
          >
            {t("logOut")}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
