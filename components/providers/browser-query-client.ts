import { savingData } from "@/lib/data-saver";
import { getQueryClient } from "@/lib/query-client";
import { shouldRetry } from "@/lib/request-json";

// Data it already has is not fetched again in the background while data saving is on: not when a
// screen that shows it opens again, not when the connection comes back (lib/data-saver.ts). Read at
// the moment, so that turning the data saver on takes effect at once.
const unlessSavingData = () => !savingData();

/**
 * The browser's one QueryClient with the app's options, whoever asks first: the signed-in layouts'
 * provider, or the save button of a public page (which has no provider and loads TanStack on use).
 */
export const browserQueryClient = () =>
  getQueryClient({
    retry: shouldRetry,
    refetchOnWindowFocus: false,
    refetchOnMount: unlessSavingData,
    refetchOnReconnect: unlessSavingData,
  });
