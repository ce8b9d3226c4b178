import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { IdentityDb } from "./db";

export interface Account {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The language the seeker signed up in (en, fr, pt, sw, ar); null for accounts made before. */
  locale: string | null;
  /** Granted with `npm run moderator -- grant <email>`: the product API's jobs:moderate permission. */
  moderator: boolean;
}

const COLUMNS = 'id, email, name, email_verified_at IS NOT NULL AS "emailVerified", locale, moderator';

export const DEMO_ACCOUNT = {
  email: "demo@kazi.africa",
  password: "Kazi-demo-2025",
  name: "Amara Okafor",
} as const;

// OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to Argon2id.
export const HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class DuplicateEmailError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

export function createAccountStore(db: IdentityDb) {
  // Verifying against a throwaway hash when the email is unknown keeps the response time the same,
  // so timing does not reveal which emails have accounts.
  const decoyHash = hash(crypto.randomBytes(16).toString("hex"), HASH_OPTIONS);

  async function findById(id: string): Promise<Account | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await db.query<Account>(`SELECT ${COLUMNS} FROM identity_accounts WHERE id = $1`, [id]);
    return rows[0];
  }

  async function findByEmail(email: string): Promise<Account | undefined> {
    const rows = await db.query<Account>(`SELECT ${COLUMNS} FROM identity_accounts WHERE email = $1`, [
      normalizeEmail(email),
    ]);
    return rows[0];
  }

  /** Marks the address verified, as long as it is still the account's address. */
  async function markVerified(id: string, email: string): Promise<Account | undefined> {
    const rows = await db.query<Account>(
      `UPDATE identity_accounts SET email_verified_at = COALESCE(email_verified_at, now())
       WHERE id = $1 AND email = $2 RETURNING ${COLUMNS}`,
      [id, normalizeEmail(email)],
    );
    return rows[0];
  }

  async function create(input: {
    email: string;
    name: string;
    password: string;
    verified?: boolean;
    locale?: string;
  }): Promise<Account> {
    const account = { id: crypto.randomUUID(), email: normalizeEmail(input.email), name: input.name.trim() };
    const passwordHash = await hash(input.password, HASH_OPTIONS);
    const rows = await db.query<Account>(
      `INSERT INTO identity_accounts (id, email, name, password_hash, email_verified_at, locale)
       VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END, $6)
       ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
      [account.id, account.email, account.name, passwordHash, input.verified === true, input.locale ?? null],
    );
    if (!rows[0]) throw new DuplicateEmailError();
    return rows[0];
  }

  async function authenticate(email: string, password: string): Promise<Account | undefined> {
    const rows = await db.query<Account & { password_hash: string }>(
      `SELECT ${COLUMNS}, password_hash FROM identity_accounts WHERE email = $1`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    const ok = await verify(row?.password_hash ?? (await decoyHash), password);
    if (!row || !ok) return undefined;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      locale: row.locale,
      moderator: row.moderator,
    };
  }

  /** Spends the time a sign-up with a new email would, so a taken email is not told apart by timing. */
  async function spendHashTime(password: string): Promise<void> {
    await hash(password, HASH_OPTIONS);
  }

  /** Grants or revokes the moderator role; undefined when no account has this address. */
  async function setModerator(email: string, moderator: boolean): Promise<Account | undefined> {
    const rows = await db.query<Account>(
      `UPDATE identity_accounts SET moderator = $2 WHERE email = $1 RETURNING ${COLUMNS}`,
      [normalizeEmail(email), moderator],
    );
    return rows[0];
  }

  async function seedDemo(): Promise<void> {
    try {
      await create({ ...DEMO_ACCOUNT, verified: true });
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
      // Demo accounts seeded before addresses were verified are verified now.
      await markVerified((await findByEmail(DEMO_ACCOUNT.email))!.id, DEMO_ACCOUNT.email);
    }
  }

  return {
    findById,
    findByEmail,
    create,
    markVerified,
    authenticate,
    spendHashTime,
    setModerator,
    seedDemo,
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
