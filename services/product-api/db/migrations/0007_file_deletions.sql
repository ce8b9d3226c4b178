-- Stored files whose rows are gone (an account deleted) wait here until the store has removed
-- them: the rows and this list change in one transaction, the files go after it commits, and a
-- file the store could not remove then is removed by a later pass instead of being forgotten
-- (routes/account/file-deletions.ts). Keys are opaque random names; nothing else is kept.
CREATE TABLE file_deletions (
  storage_key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
