import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";

// A browser's side of Web Push, for the tests: a subscription's keys (as PushSubscription.toJSON()
// gives them) and the decryption of what the push service received (RFC 8291, aes128gcm), so a test
// reads the payload the service worker would.

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push request's body with this subscription's private key. */
  decrypt(body: Buffer): string;
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac("sha256", key);
  for (const d of data) h.update(d);
  return h.digest();
};

export function testSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH("prime256v1");
  const userPublic = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: userPublic.toString("base64url"), auth: auth.toString("base64url") },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverPublic = body.subarray(21, 21 + idLength);
      const content = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverPublic);
      const info = Buffer.concat([Buffer.from("WebPush: info\0"), userPublic, serverPublic]);
      const ikm = hmac(hmac(auth, shared), info, Buffer.from([1]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(content.subarray(-16));
      const padded = Buffer.concat([decipher.update(content.subarray(0, -16)), decipher.final()]);
      // The last record ends with a 2 and then zeros (padding).
      return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
    },
  };
}
