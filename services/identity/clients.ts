import { TEST_EMPLOYER_CLIENT, type IdentityConfig } from "./config";

export const FIRST_PARTY_SCOPES = "openid profile email offline_access";

/** The registered clients: the Kazi web app, plus an employer machine client in tests only. */
export function clients(config: IdentityConfig) {
  const web = {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    client_name: "Kazi",
    // oidc-provider accepts client_secret_post as well for clients registered with client_secret_basic.
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    scope: FIRST_PARTY_SCOPES,
    redirect_uris: [`${config.siteUrl}/api/auth/callback/oidc`],
    post_logout_redirect_uris: [config.siteUrl, `${config.siteUrl}/`],
  };
  if (!config.enableTestClients) return [web];
  const employer = {
    client_id: TEST_EMPLOYER_CLIENT.id,
    client_secret: TEST_EMPLOYER_CLIENT.secret,
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["client_credentials"],
    response_types: [],
    redirect_uris: [],
    // No `scope` here: client metadata can only list OpenID scopes; jobs:write is the API's
    // resource scope (getResourceServerInfo), and only this client can use client_credentials.
  };
  return [web, employer];
}
