import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** What the browser sees (`/api/auth/session`): the user, never tokens. */
  interface Session {
    user?: DefaultSession["user"] & { id: string };
    /** Set when the access token could not be renewed: treat the visitor as signed out. */
    error?: "RefreshAccessTokenError";
  }
}

declare module "next-auth/jwt" {
  /** The encrypted session cookie's content; tokens stay on the server side of it. */
  interface JWT {
    accessToken?: string;
    refreshToken?: string;
    /** Seconds since the epoch. */
    expiresAt?: number;
    /** Kept for the provider's logout (id_token_hint). */
    idToken?: string;
    error?: "RefreshAccessTokenError";
  }
}
