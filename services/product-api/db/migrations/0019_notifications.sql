-- Issue 34: reaching seekers on more than e-mail (services/product-api/notify). 0020 is the phone
-- channels' (WhatsApp, SMS): this migration keeps to e-mail, Web Push and the choices.

-- One Web Push subscription per device (browser) a seeker turned push on in. The endpoint is the
-- push service's address for that browser: unique, and re-subscribing a device replaces its keys.
-- A 404 or 410 from the push service removes it (notify/push-channel.ts).
CREATE TABLE push_subscriptions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- A seeker's choices. No row: the defaults (application updates by e-mail, and by push once a
-- device is subscribed; no quiet hours).
CREATE TABLE notification_settings (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- NULL: the default above; else exactly these channels.
  application_channels text[],
  -- Quiet hours as minutes after local midnight; both NULL: none. start > end spans midnight.
  quiet_start smallint CHECK (quiet_start BETWEEN 0 AND 1439),
  quiet_end smallint CHECK (quiet_end BETWEEN 0 AND 1439),
  -- An IANA time zone (Africa/Nairobi), the one quiet hours are read in.
  time_zone text NOT NULL DEFAULT 'UTC',
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((quiet_start IS NULL) = (quiet_end IS NULL))
);

-- The channels each alert goes to; e-mail alone, as before.
ALTER TABLE job_alerts ADD COLUMN channels text[] NOT NULL DEFAULT '{email}';

-- One row per message (an event on one channel), keyed by its dedupe key: a second queueing of the
-- same event is a no-op, and the daily cap counts the rows sent. `dead` rows are the dead letters the
-- moderator console lists: out of retries, or refused for good by the provider.
CREATE TABLE notification_deliveries (
  dedupe_key text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel text NOT NULL,
  kind text NOT NULL,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'sent', 'no-address', 'capped', 'off', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When it is due (quiet hours move it), and when it settled.
  due_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX notification_deliveries_sent_idx
  ON notification_deliveries (user_id, channel, settled_at) WHERE state = 'sent';
CREATE INDEX notification_deliveries_dead_idx
  ON notification_deliveries (settled_at DESC) WHERE state = 'dead';
