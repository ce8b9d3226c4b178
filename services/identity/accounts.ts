import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { IdentityDb } from "./db";

export interface Account {
  id: string;
  email: string;
  name: string;
}

export const DEMO_ACCOUNT = {
  email: "demo@kazi.africa",
  password: "Kazi-demo-2025",
  name: "Amara Okafor",
} as const;

// OWASP's Argon2id baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 defaults to Argon2id.
const HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

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
    const rows = await db.query<Account>("SELECT id, email, name FROM identity_accounts WHERE id = $1", [id]);
    return rows[0];
  }

  async function create(input: { email: string; name: string; password: string }): Promise<Account> {
    const account = { id: crypto.randomUUID(), email: normalizeEmail(input.email), name: input.name.trim() };
    const passwordHash = await hash(input.password, HASH_OPTIONS);
    const rows = await db.query<Account>(
      `INSERT INTO identity_accounts (id, email, name, password_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING id, email, name`,
      [account.id, account.email, account.name, passwordHash],
    );
    if (!rows[0]) throw new DuplicateEmailError();
    return rows[0];
  }

  async function authenticate(email: string, password: string): Promise<Account | undefined> {
    const rows = await db.query<Account & { password_hash: string }>(
      "SELECT id, email, name, password_hash FROM identity_accounts WHERE email = $1",
      [normalizeEmail(email)],
    );
    const row = rows[0];
    const ok = await verify(row?.password_hash ?? (await decoyHash), password);
    return row && ok ? { id: row.id, email: row.email, name: row.name } : undefined;
  }

  async function seedDemo(): Promise<void> {
    try {
      await create(DEMO_ACCOUNT);
    } catch (error) {
      if (!(error instanceof DuplicateEmailError)) throw error;
    }
  }

  return { findById, create, authenticate, seedDemo };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
