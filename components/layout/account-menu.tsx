"use client";

import { TrackedAnchor } from "@/components/analytics/tracked-link";
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { initials } from "@/lib/initials";

const itemClass =
  "flex w-full items-center px-4 py-2.5 text-left text-sm text-ink data-focus:bg-primary-soft data-focus:text-primary-deep";

/** Avatar with the user's initials opening Profile / Applications / Log out. */
export default function AccountMenu({ name }: { name: string }) {
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={`Account menu for ${name}`}
        className="bg-primary-dark hover:bg-primary-deep flex size-10 items-center justify-center rounded-lg text-sm font-bold tracking-wide text-white"
      >
        <span aria-hidden="true">{initials(name) || "U"}</span>
      </MenuButton>
      <MenuItems
        modal={false}
        className="border-line absolute right-0 z-40 mt-2 w-60 origin-top-right overflow-hidden rounded-xl border bg-white py-1 shadow-lg focus:outline-none"
      >
        <div className="border-line border-b px-4 py-3">
          <p className="text-muted text-xs">Signed in as</p>
          <p className="text-ink truncate text-sm font-semibold">{name}</p>
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
          {/* A full navigation: the route handler clears the session and leaves through the provider. */}
          <TrackedAnchor
            href="/api/auth/federated-logout"
            className={`${itemClass} border-line border-t`}
            event="auth_button_click"
            eventParams={{ action: "logout", location: "navbar" }}
          >
            Log out
          </TrackedAnchor>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
