import { NextResponse, type NextRequest } from "next/server";
import { requireSession, withApiAuth } from "@/lib/auth/api-auth";
import { endSession, siteOrigin } from "@/lib/auth/cookies";
import {
  accountDeletionEndpoint,
  deleteSignInAccount,
  SignInAccountError,
} from "@/lib/auth/identity-account";
import { rejectCrossSite } from "@/lib/auth/same-origin";
import { endRevokedSession } from "@/lib/auth/session";
import { forgetSessions } from "@/lib/auth/session-check";
import { accountDeletedMessage, NOTHING_DELETED, SIGN_IN_ACCOUNT_KEPT } from "@/lib/my-data";
import { productApi } from "@/lib/product-api";
import { errorResponse } from "@/lib/product-api/error-response";

// 'Delete my account'. When the identity provider is Kazi's own (its discovery document names an
// account deletion endpoint), it is asked first whether it would delete the sign-in account (a dry
// run); then the product API deletes the seeker's data, then the provider the account, then the
// session here ends. A failure before the product API's deletion leaves everything as it was.

export const dynamic = "force-dynamic";

export async function DELETE(request: NextRequest) {
  const crossSite = rejectCrossSite(request, siteOrigin());
  if (crossSite) return crossSite;
  const session = await requireSession();
  if (session instanceof Response) return session;

  let endpoint: string | null;
  try {
    endpoint = await accountDeletionEndpoint();
  } catch (error) {
    console.error("[account] identity provider unreachable:", error instanceof Error ? error.message : error);
    return Response.json({ message: `${NOTHING_DELETED} Please try again.` }, { status: 502 });
  }
  let usedToken = "";
  try {
    const answer = await withApiAuth(async (token) => {
      if (endpoint) await deleteSignInAccount(endpoint, token, { dryRun: true });
      await productApi(token).deleteMyAccount();
      forgetSessions(token);
      usedToken = token;
      return new Response(null, { status: 204 });
    });
    if (answer.status !== 204) return answer;
  } catch (error) {
    if (error instanceof SignInAccountError) console.error("[account]", error.message);
    const failed = error instanceof SignInAccountError ? null : errorResponse(error);
    const reason = failed ? ((await failed.json()) as { message: string }).message : "";
    return Response.json(
      { message: `${NOTHING_DELETED}${reason ? ` ${reason}` : " Please try again."}` },
      { status: failed?.status ?? 502 },
    );
  }

  if (endpoint) {
    try {
      await deleteSignInAccount(endpoint, usedToken);
    } catch (error) {
      console.error("[account]", error instanceof Error ? error.message : error);
      return Response.json({ message: SIGN_IN_ACCOUNT_KEPT }, { status: 502 });
    }
  } else {
    // The sign-in account stays with its provider; Kazi's refresh token for it goes.
    await endRevokedSession({ mark: false });
  }

  return endSession(request, NextResponse.json({ message: accountDeletedMessage(endpoint !== null) }));
}
