import type { Adapter, AdapterPayload } from "oidc-provider";
import type { IdentityDb } from "./db";

interface Row {
  payload: AdapterPayload;
  consumed_at: string | Date | null;
}

const SELECT = "SELECT payload, consumed_at FROM identity_oidc_models";
const LIVE = "(expires_at IS NULL OR expires_at > now())";

function toPayload(rows: Row[]): AdapterPayload | undefined {
  const row = rows[0];
  if (!row) return undefined;
  if (!row.consumed_at) return row.payload;
  return { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
}

/**
 * oidc-provider storage (sessions, interactions, grants, codes, refresh tokens) in one table, so
 * they survive restarts and are shared by every process using the same database.
 */
export function createAdapterClass(
  db: IdentityDb,
  /** Every access token of this grant revoked: it was logged out of, or a refresh token was reused. */
  onAccessTokensRevoked: (grantId: string) => Promise<void> = async () => {},
) {
  return class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO identity_oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          this.model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresAt,
        ],
      );
    }

    async find(id: string) {
      return toPayload(
        await db.query<Row>(`${SELECT} WHERE model = $1 AND id = $2 AND ${LIVE}`, [this.model, id]),
      );
    }

    async findByUid(uid: string) {
      return toPayload(
        await db.query<Row>(`${SELECT} WHERE model = $1 AND uid = $2 AND ${LIVE}`, [this.model, uid]),
      );
    }

    async findByUserCode(userCode: string) {
      return toPayload(
        await db.query<Row>(`${SELECT} WHERE model = $1 AND user_code = $2 AND ${LIVE}`, [
          this.model,
          userCode,
        ]),
      );
    }

    async consume(id: string) {
      await db.query("UPDATE identity_oidc_models SET consumed_at = now() WHERE model = $1 AND id = $2", [
        this.model,
        id,
      ]);
    }

    async destroy(id: string) {
      await db.query("DELETE FROM identity_oidc_models WHERE model = $1 AND id = $2", [this.model, id]);
    }

    async revokeByGrantId(grantId: string) {
      await db.query("DELETE FROM identity_oidc_models WHERE model = $1 AND grant_id = $2", [
        this.model,
        grantId,
      ]);
      // JWT access tokens are not stored here: whoever checks them must be told (server.ts).
      if (this.model === "AccessToken") await onAccessTokensRevoked(grantId);
    }
  };
}

/** Deletes expired rows; run at start and then periodically. */
export async function purgeExpired(db: IdentityDb): Promise<void> {
  await db.query("DELETE FROM identity_oidc_models WHERE expires_at IS NOT NULL AND expires_at <= now()");
}
