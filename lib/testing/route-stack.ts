import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { encode, type JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import {
  BrowserlessClient,
  startTestIdentity,
  WEB_CLIENT,
  type TestIdentity,
} from "@/services/identity/testing";
import type { ApiAppOptions } from "@/services/product-api/app";
import { startTestApi, TEST_AUDIENCE, type TestApi } from "@/services/product-api/testing/api";
import { testDatabases } from "@/services/product-api/testing/databases";
import { inScope } from "./request-scope";

// Route handlers as Next calls them, in front of the real identity provider and the real product
// API (PGlite) served over HTTP, with real next-auth session cookies. Only Next's request scope is
// stood in for (./request-scope).

export const SITE = "http://localhost:3000";
export const SAME_ORIGIN = { origin: SITE, "sec-fetch-site": "same-origin" };

type SignedIn = { seeker: { accessToken: string; sub: string }; session: string };
type SignedUp = {
  email: string;
  sub: string;
  tokens: Awaited<ReturnType<BrowserlessClient["exchange"]>>;
  session: string;
};
type RequestOptions<Who> = {
  method?: string;
  /** Signed in as one of the stack's seekers. */
  who?: Who;
  /** A next-auth session cookie's value (from sessionCookie or signIn). */
  session?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
};

export interface RouteStack<Who extends string = never> {
  identity: TestIdentity;
  api: TestApi;
  /** Where the product API is served; PRODUCT_API_URL points here. */
  apiUrl: string;
  /** A session cookie's value holding these claims, valid for ten minutes. */
  sessionCookie(claims: JWT): Promise<string>;
  /** A new seeker from the provider, and a session cookie's value holding their access token. */
  signIn(name: string): Promise<SignedIn>;
  /**
   * A new seeker signed up through the provider's screens with `password` (email verified), and a
   * session cookie holding all their tokens (refresh and ID token too), as the web app's sign-in has.
   */
  signUp(name: string, password: string): Promise<SignedUp>;
  /** The seekers named at the start, signed in. */
  seekers: Record<Who, SignedIn>;
  /** A request to this site, put in Next's request scope for the handler that takes it. */
  request(path: string, options?: RequestOptions<Who>): NextRequest;
  close(): Promise<void>;
}

/**
 * Starts the stack and points the web app at it (SITE_URL, NEXTAUTH_*, AUTH_*, PRODUCT_API_URL).
 * `seekers`: seekers to sign in, by the key tests name them with and their name.
 * `embeddedIssuer`: leave AUTH_ISSUER unset and name the provider by IDENTITY_PORT, as in development.
 */
export async function startRouteStack<Who extends string = never>({
  secret,
  seekers = {} as Record<Who, string>,
  embeddedIssuer = false,
  ownIdentity = false,
  phone,
}: {
  secret: string;
  seekers?: Record<Who, string>;
  embeddedIssuer?: boolean;
  /** A provider of the stack's own (one the test may stop), not the test run's shared one. */
  ownIdentity?: boolean;
  /** The product API's phone channels (none configured by default). */
  phone?: ApiAppOptions["phone"];
}): Promise<RouteStack<Who>> {
  const identity = await startTestIdentity({ siteUrl: SITE, audience: TEST_AUDIENCE, own: ownIdentity });
  const pglite = testDatabases.find(([name]) => name === "PGlite")![1];
  const api = await startTestApi(pglite, {
    auth: { issuer: identity.issuer, audience: TEST_AUDIENCE },
    phone,
  });
  const server = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request) => {
      const url = new URL(request.url);
      const init = { method: request.method, headers: request.headers, body: request.body, duplex: "half" };
      return api.request(url.pathname + url.search, init as RequestInit);
    },
  }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  // Longer than any pause between two requests, so fetch never reuses a socket the server has closed.
  server.keepAliveTimeout = 120_000;
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  if (embeddedIssuer) delete process.env.AUTH_ISSUER;
  Object.assign(process.env, {
    SITE_URL: SITE,
    NEXTAUTH_URL: SITE,
    NEXTAUTH_SECRET: secret,
    AUTH_CLIENT_SECRET: WEB_CLIENT.secret,
    AUTH_AUDIENCE: TEST_AUDIENCE,
    PRODUCT_API_URL: apiUrl,
    ...(embeddedIssuer ? { IDENTITY_PORT: new URL(identity.issuer).port } : { AUTH_ISSUER: identity.issuer }),
  });

  const sessionCookie = (claims: JWT) =>
    encode({ token: { expiresAt: Math.floor(Date.now() / 1000) + 600, ...claims }, secret });

  async function signIn(name: string): Promise<SignedIn> {
    const seeker = await identity.seekerToken({ name });
    const session = await sessionCookie({ sub: seeker.sub, name, accessToken: seeker.accessToken });
    return { seeker, session };
  }
  async function signUp(name: string, password: string): Promise<SignedUp> {
    // Unique across the test files that share the run's provider, not only within this one.
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${randomUUID().slice(0, 8)}@example.com`;
    const client = new BrowserlessClient(identity.issuer, SITE);
    const interaction = await client.authorize({ prompt: "create" });
    const signedUp = await client.postForm(`${interaction}/signup`, { name, email, password });
    if (signedUp.status !== 200) throw new Error(`sign-up failed (${signedUp.status})`);
    const tokens = await client.exchange(
      await client.followToCode(await client.request(await identity.verificationLink(email))),
    );
    const sub = JSON.parse(Buffer.from(tokens.access_token.split(".")[1], "base64url").toString()).sub;
    const session = await sessionCookie({
      sub,
      name,
      email,
      accessToken: tokens.access_token,
      refreshToken: String(tokens.refresh_token),
      idToken: String(tokens.id_token),
    });
    return { email, sub, tokens, session };
  }
  const signedIn = Object.fromEntries(
    await Promise.all(Object.entries<string>(seekers).map(async ([who, name]) => [who, await signIn(name)])),
  ) as Record<Who, SignedIn>;

  return {
    identity,
    api,
    apiUrl,
    sessionCookie,
    signIn,
    signUp,
    seekers: signedIn,
    request(path, { method = "GET", who, session = who && signedIn[who].session, headers = {}, body } = {}) {
      const all = new Headers(headers);
      if (session) all.set("cookie", `next-auth.session-token=${session}`);
      return inScope(new NextRequest(`${SITE}${path}`, { method, headers: all, body }));
    },
    async close() {
      server.close();
      await api.close();
      await identity.close();
    },
  };
}
