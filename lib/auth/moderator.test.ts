import { canModerate } from "./moderator";

/** An unsigned JWT with these claims: canModerate only reads them (the product API verifies). */
const token = (claims: object) =>
  ["e30", Buffer.from(JSON.stringify(claims)).toString("base64url"), "sig"].join(".");

describe("canModerate", () => {
  it("reads jobs:moderate from permissions (the embedded provider, Auth0 RBAC) or from scope", () => {
    expect(canModerate(token({ permissions: ["jobs:moderate"] }))).toBe(true);
    expect(canModerate(token({ scope: "openid jobs:moderate" }))).toBe(true);
  });

  it("is false for seekers, employers, other shapes and no token", () => {
    expect(canModerate(token({ sub: "u1", scope: "openid" }))).toBe(false);
    expect(canModerate(token({ permissions: ["jobs:write"] }))).toBe(false);
    expect(canModerate(token({ permissions: "jobs:moderate" }))).toBe(false);
    expect(canModerate(token({ scope: "jobs:moderator" }))).toBe(false);
    expect(canModerate("not-a-jwt")).toBe(false);
    expect(canModerate(null)).toBe(false);
  });
});
