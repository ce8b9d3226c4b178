import crypto from "node:crypto";

// An HTTP-only stand-in for a browser and the web app's OIDC client, used by the identity tests and
// by startTestIdentity. Node builtins only.

export const WEB_CLIENT = { id: "kazi-web", secret: "kazi-web-test-only-secret-0123456789" };

/** A minimal cookie jar: the provider's cookies are all host-only and path-scoped under one origin. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split("=")[1]).getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export interface AuthorizationParams {
  prompt?: string;
  screen_hint?: string;
  [key: string]: string | undefined;
}

/** Drives the authorization code + PKCE flow of the kazi-web client through the real pages. */
export class BrowserlessClient {
  readonly jar = new CookieJar();
  readonly verifier = crypto.randomBytes(32).toString("base64url");
  readonly state = crypto.randomBytes(8).toString("base64url");

  constructor(
    readonly issuer: string,
    readonly siteUrl: string,
    /** The address the client has behind a proxy (X-Forwarded-For); none, the socket's, by default. */
    readonly forwardedFor?: string,
  ) {}

  get redirectUri() {
    return `${this.siteUrl}/api/auth/callback/oidc`;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("cookie", this.jar.header());
    if (this.forwardedFor) headers.set("x-forwarded-for", this.forwardedFor);
    const res = await fetch(new URL(url, this.issuer), { ...init, headers, redirect: "manual" });
    this.jar.store(res);
    return res;
  }

  /** Starts an authorization request; resolves with the interaction page URL. */
  async authorize(params: AuthorizationParams = {}): Promise<string> {
    const challenge = crypto.createHash("sha256").update(this.verifier).digest("base64url");
    const query = new URLSearchParams({
      client_id: WEB_CLIENT.id,
      response_type: "code",
      redirect_uri: this.redirectUri,
      scope: "openid profile email offline_access",
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: this.state,
      ...(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >),
    });
    const res = await this.request(`/auth?${query}`);
    const location = res.headers.get("location");
    if (res.status !== 303 || !location) throw new Error(`authorize: expected a redirect, got ${res.status}`);
    return new URL(location, this.issuer).href;
  }

  /** Posts a form the way a browser on the provider's own page does. */
  postForm(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(this.issuer).origin },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows provider redirects until the one that leaves for the web app; returns the code. */
  async followToCode(res: Response): Promise<string> {
    for (let hops = 0; hops < 5; hops++) {
      const location = res.headers.get("location");
      if (res.status < 300 || res.status > 399 || !location) {
        throw new Error(`expected a redirect, got ${res.status}: ${(await res.text()).slice(0, 300)}`);
      }
      const target = new URL(location, this.issuer);
      if (target.href.startsWith(this.redirectUri)) {
        const code = target.searchParams.get("code");
        if (!code)
          throw new Error(`authorization failed: ${target.searchParams.get("error_description") ?? target}`);
        return code;
      }
      res = await this.request(target.href);
    }
    throw new Error("too many redirects");
  }

  async token(body: Record<string, string>): Promise<Record<string, unknown> & { access_token: string }> {
    const res = await fetch(new URL("/token", this.issuer), {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString("base64")}`,
      },
      body: new URLSearchParams(body).toString(),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`token request failed (${res.status}): ${JSON.stringify(json)}`);
    return json;
  }

  exchange(code: string) {
    return this.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: this.redirectUri,
      code_verifier: this.verifier,
    });
  }
}
