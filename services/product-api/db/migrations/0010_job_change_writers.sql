-- The transaction that wrote each job_changes entry. A seq is taken at write time but seen at
-- commit, so an entry can appear below one already read (T1 takes seq 5, T2 takes 6 and commits,
-- an index reads 6, then T1 commits). The search index remembers which transactions were in
-- flight when it read the log and asks for their entries by xid until they are done
-- (search/change-log.ts). Existing entries keep NULL: their writers are long finished. Setting the
-- default apart from ADD COLUMN keeps the table from being rewritten.
ALTER TABLE job_changes ADD COLUMN xid xid8;
ALTER TABLE job_changes ALTER COLUMN xid SET DEFAULT pg_current_xact_id();
CREATE INDEX job_changes_xid_idx ON job_changes (xid);
