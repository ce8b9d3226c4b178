-- The language a job is written in (search stems its words in it, search/text.ts) and the one a seeker
-- reads in (for mails). BCP 47 primary subtags of the five languages Kazi speaks; the API validates
-- them (lib/fields.ts), the CHECK keeps any other writer honest. A constant default fills existing
-- rows without rewriting the table (PostgreSQL 11+), so every job and seeker so far is English.
ALTER TABLE jobs ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT jobs_language_check CHECK (language IN ('en', 'fr', 'pt', 'sw', 'ar'));
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CONSTRAINT users_language_check CHECK (language IN ('en', 'fr', 'pt', 'sw', 'ar'));
