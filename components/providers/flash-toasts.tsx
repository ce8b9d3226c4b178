"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { takeFlashMessages } from "./flash";

const FLASH_TOASTER_ID = "flash";

export default function FlashToasts({ version }: { version: number }) {
  useEffect(() => {
    for (const message of takeFlashMessages()) toast.success(message, { toasterId: FLASH_TOASTER_ID });
  }, [version]);
  return <Toaster id={FLASH_TOASTER_ID} position="top-center" richColors closeButton />;
}
