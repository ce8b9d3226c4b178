-- Jobs with full-text search. Short fields (title, company, location, category, job type) are indexed
-- twice: stemmed ('english', so "internships" finds "Internship") and unstemmed ('simple', so a
-- half-typed "hospita" still prefix-matches "Hospitality" and place names stay intact). The long
-- fields (requirements, description) are stemmed only, which keeps the vector small enough to stay in
-- the row (STORAGE MAIN) instead of in TOAST; at 100,000 jobs that is what keeps ranking fast.
CREATE TABLE jobs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text UNIQUE,
  title text NOT NULL,
  company text NOT NULL,
  location text NOT NULL,
  country_code text NOT NULL DEFAULT '',
  job_type text NOT NULL,
  remote_option smallint NOT NULL DEFAULT 0 CHECK (remote_option IN (0, 1, 2)),
  experience_level text,
  category text,
  description text NOT NULL,
  requirements jsonb NOT NULL DEFAULT '[]'::jsonb,
  salary_min integer,
  salary_max integer,
  salary_currency text NOT NULL DEFAULT 'USD',
  benefits text,
  date_posted timestamptz NOT NULL DEFAULT now(),
  deadline timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, title) || to_tsvector('simple'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, company) || to_tsvector('simple'::regconfig, company), 'B') ||
    setweight(
      to_tsvector('english'::regconfig, location || ' ' || coalesce(category, '') || ' ' || job_type) ||
      to_tsvector('simple'::regconfig, location || ' ' || coalesce(category, '') || ' ' || job_type) ||
      to_tsvector('english'::regconfig, requirements),
      'C') ||
    setweight(to_tsvector('english'::regconfig, description), 'D')
  ) STORED
);
ALTER TABLE jobs ALTER COLUMN search_vector SET STORAGE MAIN;

CREATE INDEX jobs_search_vector_idx ON jobs USING gin (search_vector);
CREATE INDEX jobs_date_posted_idx ON jobs (date_posted DESC, id DESC);
CREATE INDEX jobs_deadline_idx ON jobs (deadline);
