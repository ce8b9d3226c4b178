-- The Idempotency-Key a client sent with the application, if any. A proxy that resends the POST to
-- another instance after the first died mid-request finds the row the first one wrote; the same key
-- tells it apart from a second application (routes/applications/applications.handlers.ts).
-- Existing rows keep NULL.
ALTER TABLE applications ADD COLUMN idempotency_key text;
