import type { Adapter, AdapterPayload, Client, ClientMetadata, Provider, Token } from "oidc-provider";
import {
  COMPANY_CLAIM,
  secretMatches,
  type EmployerClient,
  type EmployerClientStore,
} from "./employer-clients";

// How the provider serves the clients of `npm run employer` (employer-clients.ts): it finds them in
// their table through its adapter's Client model, checks their secrets against the kept hashes, and
// puts their company and scopes in their access tokens.

/** Extra client metadata: the company a client writes for, and the API scopes it may be given. */
export const EMPLOYER_METADATA = ["kazi_company", "kazi_scopes"];

const companyOf = (client: Client | undefined) => {
  const company = client?.metadata().kazi_company;
  return typeof company === "string" ? company : undefined;
};

/**
 * A client of the employer clients' table (registration() below, the only one to set kazi_scopes), as
 * opposed to a machine client registered in code with a company (the tests' TEST_COMPANY_CLIENT).
 */
const registered = (client: Client | undefined) =>
  companyOf(client) !== undefined && typeof client?.metadata().kazi_scopes === "string";

function registration(client: EmployerClient & { secretHash: string }): ClientMetadata {
  return {
    client_id: client.clientId,
    // The hash stands where oidc-provider expects the secret; compareClientSecret (below) verifies a
    // presented secret against it, so the hash itself is no credential.
    client_secret: client.secretHash,
    client_name: client.company,
    kazi_company: client.company,
    kazi_scopes: client.scopes.join(" "),
    token_endpoint_auth_method: "client_secret_basic",
    grant_types: ["client_credentials"],
    response_types: [],
    redirect_uris: [],
  };
}

const unused = async () => {
  throw new Error("employer clients are registered with npm run employer, not by the provider");
};

/** The adapter, with the Client model read from the employer clients' table. */
export function withEmployerClients(
  Base: new (model: string) => Adapter,
  employers: EmployerClientStore,
): (model: string) => Adapter {
  const clients: Adapter = {
    async find(id: string): Promise<AdapterPayload | undefined> {
      const client = await employers.find(id);
      return client && registration(client);
    },
    upsert: unused,
    findByUid: async () => undefined,
    findByUserCode: async () => undefined,
    consume: unused,
    destroy: unused,
    revokeByGrantId: async () => {},
  };
  // A factory, not a class: oidc-provider calls it once per model.
  return (model) => (model === "Client" ? clients : new Base(model));
}

/** Employer clients' secrets are verified against their Argon2id hash; every other client's as usual. */
export function verifyHashedSecrets(provider: Provider) {
  const proto = provider.Client.prototype;
  const plain = proto.compareClientSecret;
  proto.compareClientSecret = function compareClientSecret(this: Client, actual: string) {
    if (!registered(this)) return plain.call(this, actual);
    return secretMatches(this.clientSecret ?? "", actual);
  };
}

/** The API scopes this client may be given: an employer client's own, else all of them. */
export function resourceScopesFor(client: Client | undefined, all: string): string {
  return registered(client) ? String(client!.metadata().kazi_scopes) : all;
}

/**
 * The company claim of an employer client's token (and the moment noted as its last use); nothing
 * for other tokens.
 */
export async function employerTokenClaims(
  client: Client | undefined,
  token: Token,
  employers: EmployerClientStore | undefined,
): Promise<Record<string, string> | undefined> {
  const company = companyOf(client);
  if (token.kind !== "ClientCredentials" || !client || company === undefined) return undefined;
  if (employers && registered(client))
    await employers
      .touch(client.clientId)
      .catch((error) =>
        console.error("identity: an employer client's last use was not noted:", error.message),
      );
  return { [COMPANY_CLAIM]: company };
}
