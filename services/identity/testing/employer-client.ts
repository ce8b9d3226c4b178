// The employer/moderator machine client of the tests, with a secret everyone can read here. It exists
// only in a provider started with it (testing/server.ts, startTestIdentity): no setting of the real
// server registers it.

export const TEST_EMPLOYER_CLIENT = {
  id: "kazi-employer",
  secret: "kazi-employer-test-secret",
  /** Its company: with applications:write it may change the applications to this company's jobs. */
  company: "Kazi Test Employer",
} as const;

/** Its registration: client_credentials only; the API's scopes come from the resource (provider.ts). */
export const testEmployerClientMetadata = {
  client_id: TEST_EMPLOYER_CLIENT.id,
  client_secret: TEST_EMPLOYER_CLIENT.secret,
  // CLIENT_COMPANY_METADATA (config.ts), written out: this file is imported by tests that load no config.
  kazi_company: TEST_EMPLOYER_CLIENT.company,
  token_endpoint_auth_method: "client_secret_basic",
  grant_types: ["client_credentials"],
  response_types: [],
  redirect_uris: [],
};
