// The employer/moderator machine client of the tests, with a secret everyone can read here. It exists
// only in a provider started with it (testing/server.ts, startTestIdentity): no setting of the real
// server registers it.

export const TEST_EMPLOYER_CLIENT = { id: "kazi-employer", secret: "kazi-employer-test-secret" } as const;

/** Its registration: client_credentials only; the API's scopes come from the resource (provider.ts). */
export const testEmployerClientMetadata = {
  client_id: TEST_EMPLOYER_CLIENT.id,
  client_secret: TEST_EMPLOYER_CLIENT.secret,
  token_endpoint_auth_method: "client_secret_basic",
  grant_types: ["client_credentials"],
  response_types: [],
  redirect_uris: [],
};
