-- Every status an application has had, with when and by whom (routes/applications): the seeker's
-- timeline. applications.status stays the current one. An employer's client writes its changes and
-- a seeker's withdrawal in the same transaction as the new status (applications.queries.ts).
-- The entries go with their application (its job, its seeker's account, the 24-month retention).
CREATE TABLE application_status_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL CHECK (changed_by IN ('seeker', 'employer')),
  -- The employer's client (its token's client id or subject); NULL for the seeker's own entries.
  client_id text
);
CREATE INDEX application_status_changes_application_idx
  ON application_status_changes (application_id, at, id);

-- The application's creation is its first entry. A trigger rather than the API's insert, so that an
-- instance still running the code before this migration (a rolling deploy) writes it too.
CREATE FUNCTION log_application_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_status_changes (application_id, status, at, changed_by)
    VALUES (NEW.id, NEW.status, NEW.created_at, 'seeker');
  RETURN NULL;
END;
$$;
CREATE TRIGGER applications_log_created AFTER INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION log_application_created();

-- Applications made before: their creation, with the status they have (nothing could change it).
INSERT INTO application_status_changes (application_id, status, at, changed_by)
  SELECT id, status, created_at, 'seeker' FROM applications;
