import { startTestIdentity, type TestIdentity } from "./testing";

// The tests' employer client has a secret anyone can read in the repository: only the test entry
// (testing/server.ts) may register it, and no setting can make the real server do so.

describe("the tests' employer machine client", () => {
  let production: TestIdentity;
  let testing: TestIdentity;
  beforeAll(async () => {
    [production, testing] = await Promise.all([
      startTestIdentity({ server: "production" }),
      startTestIdentity(),
    ]);
  }, 90_000);
  afterAll(() => Promise.all([production?.close(), testing?.close()]));

  const grantTypes = async (identity: TestIdentity) => {
    const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`);
    return (await response.json()).grant_types_supported as string[];
  };

  it("is unknown to the provider as deployed, which grants client_credentials to registered clients only", async () => {
    await expect(production.employerToken()).rejects.toThrow(/employer token request failed \(401\)/);
    // Offered for employers' systems (npm run employer: employer-clients.test.ts), not for this one.
    expect(await grantTypes(production)).toContain("client_credentials");
  });

  it("gets a jobs:write token from the provider the tests start", async () => {
    const token = await testing.employerToken();
    const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
    expect(claims).toMatchObject({ client_id: "kazi-employer", scope: "jobs:write" });
    expect(await grantTypes(testing)).toContain("client_credentials");
  });
});
