-- Reports that cannot be farmed: only seekers with a verified address report now, and reports from
-- one client address count once towards a caution (db/job-trust.ts counts distinct addresses). The
-- address is kept as a hash, as the reporter is. A report made before this kept only one hash (the
-- user's, or a guest's address): it stands for its own address, so the counts so far stay the same.
ALTER TABLE job_reports ADD COLUMN address text;
UPDATE job_reports SET address = reporter;
ALTER TABLE job_reports ALTER COLUMN address SET NOT NULL;
