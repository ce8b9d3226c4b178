"use client";

import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/** A Headless UI dialog with the site's look; its title names it for screen readers. */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex w-screen items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-xl font-semibold text-ink">{title}</DialogTitle>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
