-- Background passes that look by age: the job-alert digests read the jobs created since the oldest
-- alert's last digest (routes/alerts/digest.ts), and the daily retention pass finds applications past
-- their keeping time (retention/retention.ts). Without these each pass reads and sorts the whole table.
CREATE INDEX IF NOT EXISTS jobs_created_idx ON jobs (created_at);
CREATE INDEX IF NOT EXISTS applications_created_idx ON applications (created_at, id);
