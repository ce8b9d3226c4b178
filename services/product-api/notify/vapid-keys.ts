import { generateKeyPairSync } from "node:crypto";

// Web Push's VAPID key pair (RFC 8292): a P-256 key whose public half browsers are given at
// subscribe time and whose private half signs each push. Made with Node's crypto, in web-push's
// encoding: the public key as an uncompressed point, the private key as its 32-byte scalar, each
// base64url.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function makeVapidKeys(): VapidKeys {
  const jwk = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, "base64url"),
    Buffer.from(jwk.y!, "base64url"),
  ]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d! };
}

/** The pair as kept in DATA_DIR's file: "public.private" (base64url has no dots). */
export const vapidKeysText = ({ publicKey, privateKey }: VapidKeys) => `${publicKey}.${privateKey}`;

export function parseVapidKeys(text: string): VapidKeys {
  const [publicKey, privateKey] = text.split(".");
  return { publicKey, privateKey };
}
