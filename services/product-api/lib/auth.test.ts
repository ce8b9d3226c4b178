import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { createAuthenticator } from "./auth";

// A stand-in issuer that only publishes its metadata and keys, so each token rule can be varied.

const AUDIENCE = "http://localhost:3000/api/v1";
let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let discoveryHits = 0;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "RS256", use: "sig" };
  server = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      discoveryHits++;
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys` }));
    } else if (req.url === "/keys") res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function token(claims: JWTPayload = {}, { typ = "at+jwt", expiresIn = "5m" as string | number } = {}) {
  return new SignJWT({ scope: "openid profile", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "k1", typ })
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? AUDIENCE)
    .setSubject("user-1")
    .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

describe("createAuthenticator", () => {
  const auth = () => createAuthenticator({ issuer, audience: AUDIENCE });

  it("accepts an RFC 9068 access token and reads permissions from scope and permissions", async () => {
    const user = await auth()(
      await token({
        scope: "openid jobs:write",
        permissions: ["jobs:delete"],
        name: "Amina",
        email: "a@example.com",
      }),
    );
    expect(user).toMatchObject({ sub: "user-1", name: "Amina", email: "a@example.com" });
    expect([...user.permissions].sort()).toEqual(["jobs:delete", "jobs:write", "openid"]);
  });

  it("discovers the key set once and reuses it", async () => {
    const authenticate = auth();
    const before = discoveryHits;
    await authenticate(await token());
    await authenticate(await token());
    expect(discoveryHits - before).toBe(1);
  });

  it("refuses ID tokens and other token types", async () => {
    await expect(auth()(await token({}, { typ: "JWT" }))).rejects.toThrow();
  });

  it("accepts other token types only when configured to (Keycloak sends JWT)", async () => {
    const lenient = createAuthenticator({ issuer, audience: AUDIENCE, tokenType: null });
    await expect(lenient(await token({}, { typ: "JWT" }))).resolves.toMatchObject({
      sub: expect.any(String),
    });
    await expect(auth()(await token({}, { typ: "JWT" }))).rejects.toThrow();
  });

  it("refuses tokens for another audience or from another issuer", async () => {
    await expect(auth()(await token({ aud: "https://other.example/api" }))).rejects.toThrow();
    await expect(auth()(await token({ iss: "https://evil.example" }))).rejects.toThrow();
  });

  it("refuses expired tokens, allowing five seconds of clock skew", async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(auth()(await token({}, { expiresIn: now - 60 }))).rejects.toThrow();
    await expect(auth()(await token({}, { expiresIn: now - 2 }))).resolves.toMatchObject({ sub: "user-1" });
  });

  it("refuses a token signed with another key", async () => {
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256", kid: "k1", typ: "at+jwt" })
      .setIssuer(issuer)
      .setAudience(AUDIENCE)
      .setSubject("user-1")
      .setExpirationTime("5m")
      .sign(other.privateKey);
    await expect(auth()(forged)).rejects.toThrow();
  });
});
