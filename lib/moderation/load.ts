import "server-only";
import { notFound } from "next/navigation";
import { moderatorAccessToken } from "@/lib/auth/session";
import { isApiError, productApi } from "@/lib/product-api";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What a console page shows, read as the signed-in moderator. Anyone else gets the 404 that
 * proxy.ts already gave them, should the session still say "moderator" after the role was revoked.
 */
export async function loadForModerator<T>(
  read: (api: ReturnType<typeof productApi>) => Promise<T>,
): Promise<T> {
  const token = await moderatorAccessToken();
  if (!token) notFound();
  try {
    return await read(productApi(token));
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) notFound();
    throw error;
  }
}
