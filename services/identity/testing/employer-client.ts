// The tests' machine clients, with secrets everyone can read here. They exist only in a provider
// started with them (testing/server.ts, startTestIdentity): no setting of the real server registers them.

/** An operator's own tool: no company, so it writes any company's jobs (and moderates, when asked). */
export const TEST_EMPLOYER_CLIENT = {
  id: "kazi-employer",
  secret: "kazi-employer-test-secret",
} as const;

/**
 * An employer's system of one company, as `npm run employer -- add` registers one: it writes only that
 * company's jobs and, with applications:write, changes only the applications to them.
 */
export const TEST_COMPANY_CLIENT = {
  id: "kazi-test-company",
  secret: "kazi-test-company-secret",
  company: "Kazi Test Employer",
} as const;

// Registrations: client_credentials only; the API's scopes come from the resource (provider.ts).
const machineClient = (client: { id: string; secret: string }) => ({
  client_id: client.id,
  client_secret: client.secret,
  token_endpoint_auth_method: "client_secret_basic",
  grant_types: ["client_credentials"],
  response_types: [],
  redirect_uris: [],
});

export const testEmployerClientMetadata = machineClient(TEST_EMPLOYER_CLIENT);
// kazi_company: the company metadata of employer-grant.ts (EMPLOYER_METADATA), written out: this file
// is imported by tests that load no provider code.
export const testCompanyClientMetadata = {
  ...machineClient(TEST_COMPANY_CLIENT),
  kazi_company: TEST_COMPANY_CLIENT.company,
};
