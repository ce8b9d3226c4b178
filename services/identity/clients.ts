import type { IdentityConfig } from "./config";

export const FIRST_PARTY_SCOPES = "openid profile email offline_access";

/** The Kazi web app, the one client the provider registers by itself (tests add a machine client). */
export function webClient(config: IdentityConfig) {
  return {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    client_name: config.siteName,
    // oidc-provider accepts client_secret_post as well for clients registered with client_secret_basic.
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    scope: FIRST_PARTY_SCOPES,
    redirect_uris: [`${config.siteUrl}/api/auth/callback/oidc`],
    post_logout_redirect_uris: [config.siteUrl, `${config.siteUrl}/`],
  };
}
