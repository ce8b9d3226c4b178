import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { HASH_OPTIONS } from "./accounts";
import type { IdentityDb } from "./db";
import { hasControlCharacter } from "./http";

// Employers' systems: client_credentials clients registered with `npm run employer`. Each writes the
// jobs (and, with applications:read and :write, reads and updates the applications) of one company, which its access tokens
// carry in the `company` claim. The secret is shown once and kept only as an Argon2id hash, like a
// password: a copy of the database lets no one ask for tokens.

const EMPLOYER_SCOPES = ["jobs:write", "applications:read", "applications:write"] as const;
export type EmployerScope = (typeof EMPLOYER_SCOPES)[number];
const DEFAULT_EMPLOYER_SCOPES: readonly EmployerScope[] = ["jobs:write"];
/** The access token claim that names the client's company (the product API reads it: lib/auth.ts). */
export const COMPANY_CLAIM = "company";
const MAX_COMPANY_LENGTH = 200;

export interface EmployerClient {
  clientId: string;
  company: string;
  scopes: EmployerScope[];
  createdAt: string;
  secretRotatedAt: string;
  /** When it was last given an access token; null if never. */
  lastUsedAt: string | null;
}

export class EmployerInputError extends Error {}

const isScope = (value: string): value is EmployerScope =>
  (EMPLOYER_SCOPES as readonly string[]).includes(value);

/** `jobs:write,applications:write` (commas or spaces) as scopes; throws on an unknown one. */
export function parseScopes(value: string | undefined): EmployerScope[] {
  if (value === undefined) return [...DEFAULT_EMPLOYER_SCOPES];
  const names = value.split(/[\s,]+/).filter(Boolean);
  const unknown = names.filter((name) => !isScope(name));
  const use = `use ${EMPLOYER_SCOPES.join(", ")} (comma-separated).`;
  if (names.length === 0) throw new EmployerInputError(`Name at least one scope: ${use}`);
  if (unknown.length > 0)
    throw new EmployerInputError(
      `Unknown scope${unknown.length === 1 ? "" : "s"} ${unknown.map((s) => `'${s}'`).join(", ")}: ${use}`,
    );
  return EMPLOYER_SCOPES.filter((scope) => names.includes(scope));
}

/** The company as jobs will carry it: trimmed, 1-200 characters, no control characters. */
export function checkCompany(value: string | undefined): string {
  const company = (value ?? "").trim().replace(/\s+/g, " ");
  if (!company) throw new EmployerInputError('Name the company, e.g. "Acme Ltd".');
  if (company.length > MAX_COMPANY_LENGTH)
    throw new EmployerInputError(`The company name is longer than ${MAX_COMPANY_LENGTH} characters.`);
  if (hasControlCharacter(company))
    throw new EmployerInputError("The company name must not contain control characters.");
  return company;
}

/** Readable ids (`acme-ltd-1f3a9c2e`): the company's Latin letters and digits, then 32 random bits. */
function newClientId(company: string): string {
  const slug = company
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32)
    .replace(/-+$/, "");
  return `${slug || "employer"}-${crypto.randomBytes(4).toString("hex")}`;
}

// 256 random bits; the prefix lets secret scanners (GitHub's and others') recognise a leaked one.
const newSecret = () => `kazi_${crypto.randomBytes(32).toString("base64url")}`;

interface Row {
  client_id: string;
  company: string;
  scopes: string;
  secret_hash: string;
  created_at: Date | string;
  secret_rotated_at: Date | string;
  last_used_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toClient(row: Row): EmployerClient {
  return {
    clientId: row.client_id,
    company: row.company,
    scopes: row.scopes.split(" ").filter(isScope),
    createdAt: iso(row.created_at),
    secretRotatedAt: iso(row.secret_rotated_at),
    lastUsedAt: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

/** A secret the caller shows once: it is not kept anywhere. */
export interface IssuedSecret {
  client: EmployerClient;
  secret: string;
}

export type EmployerClientStore = ReturnType<typeof createEmployerClientStore>;

export function createEmployerClientStore(db: IdentityDb) {
  const find = async (clientId: string) =>
    (await db.query<Row>("SELECT * FROM identity_employer_clients WHERE client_id = $1", [clientId]))[0];

  return {
    async add(companyName: string, scopes: readonly EmployerScope[]): Promise<IssuedSecret> {
      const company = checkCompany(companyName);
      const secret = newSecret();
      const [row] = await db.query<Row>(
        `INSERT INTO identity_employer_clients (client_id, company, scopes, secret_hash)
         VALUES ($1, $2, $3, $4) RETURNING *`,
        [newClientId(company), company, scopes.join(" "), await hash(secret, HASH_OPTIONS)],
      );
      return { client: toClient(row), secret };
    },

    async list(): Promise<EmployerClient[]> {
      const rows = await db.query<Row>(
        "SELECT * FROM identity_employer_clients ORDER BY lower(company), created_at, client_id",
      );
      return rows.map(toClient);
    },

    async find(clientId: string): Promise<(EmployerClient & { secretHash: string }) | undefined> {
      const row = await find(clientId);
      return row && { ...toClient(row), secretHash: row.secret_hash };
    },

    /** A new secret; the old one stops working at once. Undefined for an unknown client. */
    async rotateSecret(clientId: string): Promise<IssuedSecret | undefined> {
      const secret = newSecret();
      const [row] = await db.query<Row>(
        `UPDATE identity_employer_clients SET secret_hash = $2, secret_rotated_at = now()
         WHERE client_id = $1 RETURNING *`,
        [clientId, await hash(secret, HASH_OPTIONS)],
      );
      return row && { client: toClient(row), secret };
    },

    async remove(clientId: string): Promise<EmployerClient | undefined> {
      const [row] = await db.query<Row>(
        "DELETE FROM identity_employer_clients WHERE client_id = $1 RETURNING *",
        [clientId],
      );
      return row && toClient(row);
    },

    /** Records that the client was given a token (the moderator console's "last used"). */
    async touch(clientId: string): Promise<void> {
      await db.query("UPDATE identity_employer_clients SET last_used_at = now() WHERE client_id = $1", [
        clientId,
      ]);
    },
  };
}

/** Whether `secret` is the one whose hash is kept; never throws on a malformed hash. */
export async function secretMatches(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}
