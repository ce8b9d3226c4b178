import type { DefaultSession } from "next-auth";

declare module "next-auth" {
  /** What the browser sees (`/api/auth/session`): the user, never tokens. */
  interface Session {
    user?: DefaultSession["user"] & {
      id: string;
      /** The access token carries jobs:moderate: the account menu links to the console. */
      moderator?: boolean;
    };
    /** Set when the access token could not be renewed: treat the visitor as signed out. */
    error?: "RefreshAccessTokenError";
    /** The access token carries jobs:moderate (lib/auth/moderator.ts). */
    moderator?: boolean;
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
    /** SessionEnded: the product API says the session was ended (lib/auth/session-check.ts). */
    error?: "RefreshAccessTokenError" | "SessionEnded";
    /** The access token carries jobs:moderate (lib/auth/moderator.ts). */
    moderator?: boolean;
  }
}
