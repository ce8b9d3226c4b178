-- An upload's storage key is listed in file_deletions before its object is written, due an hour
-- later, and crossed off in the transaction that writes its application. An upload whose request
-- failed or died between the two is then removed by a later pass, and no pass removes an object
-- whose upload is still under way (routes/applications/applications.handlers.ts).
ALTER TABLE file_deletions ADD COLUMN not_before timestamptz NOT NULL DEFAULT now();
