-- Logging out and deleting an account take effect at once (lib/revocations.ts): access tokens issued
-- at or before not_before to the sign-in session `sid:<sid>`, or to any session of `sub:<subject>`
-- (each key stored as its SHA-256, so no row names a user), are refused, though they have not expired. A row is kept until expires_at, when every token it
-- covers has expired anyway.
CREATE TABLE session_revocations (
  session_key text PRIMARY KEY,
  not_before timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX session_revocations_expires_at_idx ON session_revocations (expires_at);
