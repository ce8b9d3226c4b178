"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { track } from "@/lib/analytics/events";
import { initials } from "@/lib/initials";
import { logOut } from "./auth-actions";

const itemClass =
  "flex w-full items-center px-4 py-2.5 text-left text-sm text-ink data-focus:bg-primary-soft data-focus:text-primary-deep";

/** Avatar with the user's initials opening Profile / Applications / Saved Jobs / Alerts / Log out. */
export default function AccountMenu({ name }: { name: string }) {
  return (
    <Menu as="div" className="relative">
      {/* The name starts with the visible initials (WCAG 2.5.3, label in name): "AO account menu for …". */}
      <MenuButton className="flex size-10 items-center justify-center rounded-lg bg-primary-dark text-sm font-bold tracking-wide text-white hover:bg-primary-deep">
        {initials(name) || "U"}
        <span className="sr-only">{` account menu for ${name}`}</span>
      </MenuButton>
      <MenuItems
        modal={false}
        className="absolute right-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border border-line bg-white py-1 shadow-lg focus:outline-none"
      >
        <div className="border-b border-line px-4 py-3">
          <p className="text-xs text-muted">Signed in as</p>
          <p className="truncate text-sm font-semibold text-ink">{name}</p>
        </div>
        <MenuItem>
          <Link href="/profile" className={itemClass}>
            Profile
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/applications" className={itemClass}>
            Applications
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/saved-jobs" className={itemClass}>
            Saved Jobs
          </Link>
        </MenuItem>
        <MenuItem>
          <Link href="/alerts" className={itemClass}>
            Alerts
          </Link>
        </MenuItem>
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
            Log out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
