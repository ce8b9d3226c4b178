-- Every moderator decision, kept: who (the token's subject and email), when, what, and the note they
-- wrote. A job's decision keeps the job's title and company as they were, so the log still reads
-- after the job is deleted.
CREATE TABLE moderation_decisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  moderator_sub text NOT NULL,
  moderator_email text,
  action text NOT NULL CHECK (action IN ('clear', 'close', 'verify', 'unverify')),
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  job_title text,
  company text NOT NULL,
  note text NOT NULL DEFAULT ''
);
CREATE INDEX moderation_decisions_at_idx ON moderation_decisions (at DESC, id DESC);
CREATE INDEX moderation_decisions_job_idx ON moderation_decisions (job_id);
