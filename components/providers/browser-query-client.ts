import { getQueryClient } from "@/lib/query-client";
import { shouldRetry } from "@/lib/request-json";

/**
 * The browser's one QueryClient with the app's options, whoever asks first: the signed-in layouts'
 * provider, or the save button of a public page (which has no provider and loads TanStack on use).
 */
export const browserQueryClient = () => getQueryClient({ retry: shouldRetry, refetchOnWindowFocus: false });
