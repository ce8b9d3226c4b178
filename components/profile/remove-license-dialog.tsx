"use client";

import { Button } from "@/components/ui/button";
import type { LicenseFields } from "@/lib/license";
import { Modal } from "./modal";

export function RemoveLicenseDialog({
  license,
  onCancel,
  onConfirm,
}: {
  license: LicenseFields | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal open={license !== null} onClose={onCancel} title="Remove License">
      <p className="text-muted">
        Remove <strong className="text-ink">{license?.licenseName}</strong> from your profile? It is taken off
        when you save your changes.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white shadow-sm hover:bg-red-800"
        >
          Remove
        </button>
      </div>
    </Modal>
  );
}
