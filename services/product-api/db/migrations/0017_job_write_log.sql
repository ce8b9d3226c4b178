-- Job writes join the moderation log: who wrote (the token's subject, and the client it was issued
-- to: an employer's system registered with `npm run employer`, or the web app), when, and the job's
-- title and company as they were.
ALTER TABLE moderation_decisions ADD COLUMN client_id text;
ALTER TABLE moderation_decisions DROP CONSTRAINT moderation_decisions_action_check;
ALTER TABLE moderation_decisions ADD CONSTRAINT moderation_decisions_action_check
  CHECK (action IN ('clear', 'close', 'verify', 'unverify', 'create', 'update', 'delete'));
