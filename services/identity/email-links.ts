import crypto from "node:crypto";

const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface EmailLinkClaims {
  accountId: string;
  email: string;
  /** The sign-in (interaction) that asked for the link: only that browser is signed in by it. */
  uid?: string;
}

interface Payload extends EmailLinkClaims {
  exp: number;
}

/**
 * Signed, expiring tokens for email verification links: HMAC-SHA256 over the claims. They carry the
 * address, so a link stops working once the account's address is another one.
 */
export function createEmailLinks(key: string, now = () => Date.now()) {
  const mac = (data: string) => crypto.createHmac("sha256", key).update(data).digest("base64url");
  return {
    sign(claims: EmailLinkClaims, ttlMs = EMAIL_LINK_TTL_MS): string {
      const body = Buffer.from(JSON.stringify({ ...claims, exp: now() + ttlMs })).toString("base64url");
      return `${body}.${mac(body)}`;
    },
    verify(token: string): EmailLinkClaims | undefined {
      const [body, signature, extra] = token.split(".");
      if (!body || !signature || extra !== undefined || token.length > 2048) return undefined;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
      try {
        const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
        if (typeof payload.exp !== "number" || payload.exp < now()) return undefined;
        if (typeof payload.accountId !== "string" || typeof payload.email !== "string") return undefined;
        return { accountId: payload.accountId, email: payload.email, uid: payload.uid };
      } catch {
        return undefined;
      }
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
