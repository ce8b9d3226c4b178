-- Jobs imported from employers' career feeds (services/product-api/import). A feed is a URL in one
-- of the formats the importer reads, for one company: every job it brings carries that company's
-- name, whatever the feed calls itself, so a feed cannot post as another employer. The last run's
-- outcome is kept on the feed for the moderation console; its ETag and Last-Modified make the next
-- request conditional.
CREATE TABLE import_feeds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company text NOT NULL,
  url text NOT NULL,
  format text NOT NULL CHECK (format IN ('greenhouse', 'lever', 'workable', 'smartrecruiters', 'jsonld', 'xml')),
  created_at timestamptz NOT NULL DEFAULT now(),
  etag text,
  last_modified text,
  last_run_at timestamptz,
  last_status text CHECK (last_status IN ('ok', 'not-modified', 'failed')),
  -- Why the last run failed, or which openings it skipped and why.
  last_message text,
  -- {created, updated, closed, unchanged, duplicates, skipped} of the last run that wrote.
  last_counts jsonb,
  last_success_at timestamptz,
  -- The first of the failures in a row up to now; NULL after a success.
  failing_since timestamptz
);
CREATE UNIQUE INDEX import_feeds_url_idx ON import_feeds (url);

-- An imported job: its feed (NULL once the feed is removed), the opening's id at the source, and
-- a hash of the values the importer wrote, to tell a changed opening from an unchanged one.
-- import_state is 'listed' while the feed lists the opening and 'vanished' once the importer closed
-- it for leaving the feed: only such a job reopens when the opening comes back.
ALTER TABLE jobs ADD COLUMN import_feed_id integer REFERENCES import_feeds (id) ON DELETE SET NULL;
ALTER TABLE jobs ADD COLUMN external_id text;
ALTER TABLE jobs ADD COLUMN source_url text;
ALTER TABLE jobs ADD COLUMN import_hash text;
ALTER TABLE jobs ADD COLUMN import_state text CHECK (import_state IN ('listed', 'vanished'));
-- One job per company and external id: the same opening in two feeds of a company is one job.
CREATE UNIQUE INDEX jobs_external_id_idx ON jobs (lower(company), external_id) WHERE external_id IS NOT NULL;
CREATE INDEX jobs_import_feed_idx ON jobs (import_feed_id) WHERE import_feed_id IS NOT NULL;
