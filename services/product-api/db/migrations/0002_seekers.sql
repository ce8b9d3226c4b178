-- Job seekers (created from access-token claims on first use), their licenses, applications with
-- the uploaded files' metadata, and saved jobs.
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  username text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE professional_licenses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  license_name text NOT NULL,
  license_value text NOT NULL,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  CHECK (end_date >= start_date)
);
CREATE INDEX professional_licenses_user_idx ON professional_licenses (user_id);

CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending',
  cover_letter text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX applications_user_job_idx ON applications (user_id, job_id);
CREATE INDEX applications_user_created_idx ON applications (user_id, created_at DESC, id DESC);
CREATE INDEX applications_job_idx ON applications (job_id);

CREATE TABLE application_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('resume', 'cover_letter')),
  storage_key text NOT NULL UNIQUE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_files_application_idx ON application_files (application_id);

CREATE TABLE saved_jobs (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
CREATE INDEX saved_jobs_job_idx ON saved_jobs (job_id);
