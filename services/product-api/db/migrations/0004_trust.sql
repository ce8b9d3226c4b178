-- Scam safety. A job carries the risk flags computed from its text when it is written
-- (routes/jobs/risk-flags.ts) and the time of its last review; readers report jobs. A job is under
-- caution while it has flags that appeared after the last review, or reports from 3+ distinct
-- reporters since it; caution jobs leave the public lists (search/job-search.ts).
-- Employers are verified per company name (case-insensitively), which is what jobs carry.
CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_name_idx ON companies (lower(name));
CREATE INDEX jobs_company_idx ON jobs (lower(company));

ALTER TABLE jobs ADD COLUMN risk_flags text[] NOT NULL DEFAULT '{}';
-- When the flags last gained one they did not have: a review clears the flags it has seen.
ALTER TABLE jobs ADD COLUMN risk_flagged_at timestamptz;
ALTER TABLE jobs ADD COLUMN reviewed_at timestamptz;

CREATE FUNCTION stamp_new_risk_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF cardinality(NEW.risk_flags) > 0 THEN NEW.risk_flagged_at := now(); END IF;
  ELSIF NOT (NEW.risk_flags <@ OLD.risk_flags) THEN
    NEW.risk_flagged_at := now();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER jobs_stamp_risk_flags BEFORE INSERT OR UPDATE OF risk_flags ON jobs
  FOR EACH ROW EXECUTE FUNCTION stamp_new_risk_flags();

-- reporter: a hash of the signed-in user's id or of the client address, never shown.
CREATE TABLE job_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  reporter text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('asks-for-money', 'fake-company', 'misleading', 'discriminatory', 'other')),
  details text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, reporter)
);
CREATE INDEX job_reports_job_created_idx ON job_reports (job_id, created_at);

-- Reports and verification change whether a job is listed, so they reach the search index's log.
CREATE FUNCTION log_job_report_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_changes (job_id) SELECT DISTINCT job_id FROM changed_rows;
  RETURN NULL;
END;
$$;
CREATE TRIGGER job_reports_log_insert AFTER INSERT ON job_reports
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_report_changes();
CREATE TRIGGER job_reports_log_delete AFTER DELETE ON job_reports
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_report_changes();

CREATE FUNCTION log_company_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO job_changes (job_id)
    SELECT j.id FROM jobs j WHERE lower(j.company) IN (SELECT lower(name) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO job_changes (job_id)
    SELECT j.id FROM jobs j WHERE lower(j.company) IN (SELECT lower(name) FROM old_rows);
  ELSE
    INSERT INTO job_changes (job_id)
    SELECT j.id FROM jobs j
    WHERE lower(j.company) IN (SELECT lower(name) FROM new_rows UNION SELECT lower(name) FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER companies_log_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_company_changes();
CREATE TRIGGER companies_log_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_company_changes();
CREATE TRIGGER companies_log_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_company_changes();

-- Rate-limit counters (services/rate-limit, SQL store), e.g. reports per client address.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);
