-- Job alerts: a seeker's saved search (query + the filters of GET /jobs) mailed as a digest of the
-- new matching jobs, daily or weekly. Everything cascades from the user, so deleting an account
-- removes its alerts, their digests and the record of what was sent.
CREATE TABLE job_alerts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Search text as the job search normalises it ('' for none).
  query text NOT NULL DEFAULT '',
  -- The API's filter parameters: country, city, jobType, remoteOption, experienceLevel, category
  -- (sorted string arrays), minSalary (integer), verified (boolean); absent keys are not filtered.
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  frequency text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'weekly')),
  paused boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Jobs created after this (else after created_at) are new for the next digest.
  last_digest_at timestamptz,
  CHECK (jsonb_typeof(filters) = 'object')
);
CREATE INDEX job_alerts_user_idx ON job_alerts (user_id, created_at DESC, id DESC);
-- The same search twice for one seeker is one alert.
CREATE UNIQUE INDEX job_alerts_user_criteria_idx ON job_alerts (user_id, query, filters);

-- One row per alert and period (a UTC day, or an ISO week), claimed before its digest is sent: with
-- several API instances only the one whose INSERT wins sends it.
CREATE TABLE job_alert_digests (
  alert_id integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  period text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  job_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (alert_id, period)
);

-- Every job mailed to an alert, so no job is ever sent to it twice.
CREATE TABLE job_alert_sent_jobs (
  alert_id integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, job_id)
);
CREATE INDEX job_alert_sent_jobs_job_idx ON job_alert_sent_jobs (job_id);
