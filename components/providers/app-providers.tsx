"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { browserQueryClient } from "./browser-query-client";

/** Query cache (unused data kept 60 s) and toasts for the signed-in areas only, never the root layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One browser-wide client, so profile, applications and apply share what they have fetched.
  const queryClient = browserQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
