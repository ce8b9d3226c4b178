-- A log of job writes, whoever makes them (the API, the seed CLI, another instance, psql): each
-- product API process keeps a search index in memory (search/job-search.ts) and catches up by
-- reading the log past the last entry it applied. A NULL job_id means "all jobs" (TRUNCATE).
-- Statement-level triggers with transition tables: one INSERT ... SELECT per statement, not per row.
CREATE TABLE job_changes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id integer
);

CREATE FUNCTION log_job_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO job_changes (job_id) VALUES (NULL);
  ELSE
    INSERT INTO job_changes (job_id) SELECT id FROM changed_rows;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER jobs_log_insert AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();
CREATE TRIGGER jobs_log_update AFTER UPDATE ON jobs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();
CREATE TRIGGER jobs_log_delete AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();
CREATE TRIGGER jobs_log_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION log_job_changes();
