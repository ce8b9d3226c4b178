-- A seeker's phone number for the WhatsApp and SMS channels (issue 34, notify/phone): one per
-- account, in E.164, verified by a one-time code. Each channel is on or off on its own; an SMS
-- "STOP" (Africa's Talking's incoming-message webhook) turns SMS off and says when. Everything goes
-- with the account (ON DELETE CASCADE) and is in the data export (routes/account).
CREATE TABLE phone_numbers (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  e164 text NOT NULL CHECK (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  -- ISO 3166-1 alpha-2 of the number (what the UI offers as the default next time).
  country text,
  verified_at timestamptz NOT NULL,
  whatsapp boolean NOT NULL DEFAULT false,
  sms boolean NOT NULL DEFAULT false,
  sms_stopped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- STOP arrives with a number, not an account.
CREATE INDEX phone_numbers_e164_idx ON phone_numbers (e164);

-- The code waiting to be typed: one per account (a new request replaces it), kept as an HMAC of the
-- code, never the code. `attempts` counts wrong codes, raised in the same statement that checks it,
-- so that instances answering side by side cannot try more than the limit between them.
CREATE TABLE phone_verifications (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  e164 text NOT NULL CHECK (e164 ~ '^\+[1-9][0-9]{6,14}$'),
  country text,
  channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
