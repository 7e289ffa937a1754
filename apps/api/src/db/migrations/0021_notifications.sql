-- Notifications (issue 27, docs/decisions/023): every change that matters writes an event row in the same
-- transaction as the change (the outbox); a dispatcher in each API process fans each event out to its
-- deliveries (e-mail, Web Push, SMS gateway, webhooks; in-app notifications are records written during the
-- fan-out itself) and delivers those at least once, claiming rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE outbox_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  -- the idea stays referenced while it exists; its summary at the time is in payload
  idea_id uuid REFERENCES ideas(id) ON DELETE SET NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- periodic events (overdue, daily digest) are written once per key whichever process writes them
  dedupe_key text UNIQUE,
  occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  fanned_out_at timestamptz
);
CREATE INDEX outbox_events_waiting ON outbox_events (id) WHERE fanned_out_at IS NULL;
CREATE INDEX outbox_events_idea ON outbox_events (idea_id, type);

CREATE TABLE outbox_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
  -- email | push | sms | webhook
  channel text NOT NULL,
  -- the addressee: a user id (email), a push subscription id, a phone number (sms) or a webhook id
  target text NOT NULL,
  -- pending (waiting or being delivered) | sent | failed (given up) | skipped (nothing to send, with the reason)
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  -- a claimed delivery's lease also lives here: a process that dies mid-delivery leaves it due again later
  next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_error text,
  response_status integer,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  delivered_at timestamptz
);
CREATE INDEX outbox_deliveries_due ON outbox_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_deliveries_failed ON outbox_deliveries (updated_at DESC) WHERE status = 'failed';
CREATE INDEX outbox_deliveries_target ON outbox_deliveries (channel, target, created_at DESC);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text,
  consecutive_failures integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Phones that opted in to Web Push for the ideas sent from them (no account)
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  lang text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE push_subscription_ideas (
  subscription_id uuid NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  idea_id uuid NOT NULL REFERENCES ideas(id) ON DELETE CASCADE,
  PRIMARY KEY (subscription_id, idea_id)
);
CREATE INDEX push_subscription_ideas_idea ON push_subscription_ideas (idea_id);

-- Phones that asked for no more SMS/WhatsApp messages
CREATE TABLE sms_opt_outs (
  phone text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each user's choice for e-mail: immediate | digest | off (no row: immediate)
CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL DEFAULT 'immediate',
  version integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The language the presenter used on the public form (their SMS and thanks are written in it)
ALTER TABLE ideas ADD COLUMN presenter_lang text;

-- The bell's unread count, per addressee
CREATE INDEX records_unread_notifications ON records (user_id)
  WHERE kind = 'notification' AND coalesce((data->>'read')::boolean, false) = false;
