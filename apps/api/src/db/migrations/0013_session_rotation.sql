-- Two tabs refreshing the same token at once: the second gets the token the first was given (same jti and iat),
-- not a revoked session. previous_jti is the token id replaced at rotated_at.
ALTER TABLE sessions ADD COLUMN previous_jti text;
ALTER TABLE sessions ADD COLUMN rotated_at timestamptz;
-- the hourly purge of long-ended sessions
CREATE INDEX sessions_created ON sessions (created_at);
