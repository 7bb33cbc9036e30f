-- The seamless wallet (WALLET=seamless): every call the service owes or made to a casino's wallet. A debit is written
-- PENDING before its call and becomes DONE in the transaction that records its bet, REFUSED, or ROLLED_BACK with its
-- rollback PENDING in the same transaction. Credits and rollbacks are written PENDING by the settlement, cancel or
-- void that owes them, in its transaction, and sent from any instance (SKIP LOCKED) until the wallet acknowledges
-- them (DONE), or refuses them (FAILED, for the operator).

CREATE SEQUENCE wallet_debit_seq;

CREATE TABLE wallet_transactions (
  transaction_id      text        PRIMARY KEY,
  kind                text        NOT NULL CHECK (kind IN ('DEBIT', 'CREDIT', 'ROLLBACK')),
  status              text        NOT NULL CHECK (status IN ('PENDING', 'DONE', 'REFUSED', 'ROLLED_BACK', 'FAILED',
                                      'RESOLVED')),
  round_id            text        NOT NULL,
  player_id           text        NOT NULL,
  table_id            integer     NOT NULL REFERENCES tables (table_id),
  game_id             integer     NOT NULL,
  amount_cents        bigint      NOT NULL CHECK (amount_cents >= 0),
  reference           text,
  bet_id              bigint,
  idempotency_key     text,
  balance_after_cents bigint,
  attempts            integer     NOT NULL DEFAULT 0,
  next_attempt_at     timestamptz NOT NULL,
  last_error          text,
  created_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at          timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- The outbox's next work; a bet's debit (its cancel or void rolls it back); a key's newest debit; the operator's pages.
CREATE INDEX wallet_transactions_due_idx ON wallet_transactions (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX wallet_transactions_bet_idx ON wallet_transactions (bet_id) WHERE bet_id IS NOT NULL;
CREATE INDEX wallet_transactions_key_idx ON wallet_transactions (idempotency_key, created_at)
  WHERE idempotency_key IS NOT NULL;
-- One live debit a key: a concurrent duplicate finds the first one's (PENDING, or DONE once it became the bet); a debit
-- refused or rolled back leaves the key free for the retry.
CREATE UNIQUE INDEX wallet_transactions_live_key_idx ON wallet_transactions (idempotency_key)
  WHERE kind = 'DEBIT' AND status IN ('PENDING', 'DONE');
CREATE INDEX wallet_transactions_created_idx ON wallet_transactions (created_at DESC, transaction_id DESC);
-- The operator's page of one status (FAILED, PENDING: few among years of DONE) without walking the rest.
CREATE INDEX wallet_transactions_status_idx ON wallet_transactions (status, created_at DESC, transaction_id DESC);
CREATE INDEX wallet_transactions_round_idx ON wallet_transactions (round_id);

-- An operator's retry or resolve of a stuck credit or rollback is audited.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_kind_check CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'LIMIT', 'TIMEOUT',
  'SELF_EXCLUSION', 'REALITY_CHECK', 'TABLE_CREATED', 'TABLE_DISABLED', 'TABLE_ENABLED', 'PLAYER_DISABLED',
  'PLAYER_ENABLED', 'GAMING_DISABLED', 'GAMING_ENABLED', 'GAME_VOIDED', 'LARGE_WIN', 'TOKENS_REFUSED', 'RECONCILED',
  'WALLET_RETRIED', 'WALLET_RESOLVED'));
