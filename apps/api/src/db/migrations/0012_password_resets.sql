-- One-time reset-password links (spec §7 resetPassword): only a SHA-256 of the token is kept, so a copy of the
-- database gives no working link. A link is used at most once and expires after 30 minutes.
CREATE TABLE password_resets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_resets_token ON password_resets (token_hash);
CREATE INDEX password_resets_user ON password_resets (user_id);
