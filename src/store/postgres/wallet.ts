// The seamless wallet's transactions on PostgreSQL (migration 025): debits opened before their call; credits and
// rollbacks written in the transaction of the settlement, cancel or void that owes them, and claimed by the outbox of
// any instance with SKIP LOCKED.

import type pg from 'pg'
import type { WalletMode } from '../../core/accounts.ts'
import { DomainError } from '../../core/errors.ts'
import type { SeatRecord } from '../../core/seating.ts'
import {
  creditIdOf,
  DEBIT_GRACE_MS,
  type MoneyByMode,
  planWalletAction,
  roundIdOf,
  type WalletTransaction,
  type WalletTransactionKind,
  type WalletTransactionStatus,
  walletActionAuditRow,
  walletModeRefusal,
} from '../../core/wallet.ts'
import type { WalletStore } from '../../ports/wallet-store.ts'
import { addLedgerEntries } from './accounts.ts'
import { insertAudit } from './audit.ts'
import type { Transactions } from './connection.ts'
import { betsOfGame, toSafeInteger } from './rows.ts'

const COLUMNS =
  'transaction_id, kind, status, round_id, player_id, table_id, game_id, amount_cents, reference, bet_id, ' +
  'balance_after_cents, attempts, next_attempt_at, last_error, created_at, updated_at'

interface WalletRow {
  transaction_id: string
  kind: WalletTransactionKind
  status: WalletTransactionStatus
  round_id: string
  player_id: string
  table_id: number
  game_id: number
  amount_cents: string
  reference: string | null
  bet_id: string | null
  balance_after_cents: string | null
  attempts: number
  next_attempt_at: Date
  last_error: string | null
  created_at: Date
  updated_at: Date
}

function transactionOf(row: WalletRow): WalletTransaction {
  return {
    transactionId: row.transaction_id,
    kind: row.kind,
    status: row.status,
    roundId: row.round_id,
    playerId: row.player_id,
    tableId: row.table_id,
    gameId: row.game_id,
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    ...(row.reference === null ? {} : { reference: row.reference }),
    ...(row.bet_id === null ? {} : { betId: toSafeInteger(row.bet_id, 'bet_id') }),
    ...(row.balance_after_cents === null
      ? {}
      : { balanceAfterCents: toSafeInteger(row.balance_after_cents, 'balance_after_cents') }),
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at.toISOString(),
    ...(row.last_error === null ? {} : { lastError: row.last_error }),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

/** PENDING debits (all, or `only`) past their deadline given up: ROLLED_BACK, each rollback PENDING, one statement. */
const ABANDON_SQL = (where: string) => `
  WITH given_up AS (
    UPDATE wallet_transactions SET status = 'ROLLED_BACK', last_error = $1, updated_at = clock_timestamp()
     WHERE transaction_id IN (
       SELECT transaction_id FROM wallet_transactions
        WHERE status = 'PENDING' AND kind = 'DEBIT' AND ${where}
        FOR UPDATE SKIP LOCKED)
    RETURNING transaction_id, round_id, player_id, table_id, game_id, amount_cents
  )
  INSERT INTO wallet_transactions (transaction_id, kind, status, round_id, player_id, table_id, game_id, amount_cents,
      reference, next_attempt_at)
  SELECT 'rollback:' || substr(transaction_id, 7), 'ROLLBACK', 'PENDING', round_id, player_id, table_id, game_id,
      amount_cents, transaction_id, clock_timestamp()
    FROM given_up`

/**
 * After a cancel or a void moved stakes back to their seats (under the table's lock): each stake leaves its seat
 * again (CASH_OUT, the seat's balance set from `seats`) and its debit's rollback is owed, in the same transaction.
 */
export async function rollBackStakes(
  client: pg.PoolClient,
  tableId: number,
  bets: ReadonlyArray<{ betId: number; seatId: number; playerId: string; gameId: number; stakeCents: number }>,
  seats: ReadonlyArray<{ seatId: number; balanceCents: number }>,
  at: string,
): Promise<void> {
  if (bets.length === 0) return
  const balances = new Map(seats.map((s) => [s.seatId, s.balanceCents]))
  const entries = bets.map((bet) => {
    const balance = balances.get(bet.seatId)! - bet.stakeCents
    balances.set(bet.seatId, balance)
    return {
      seatId: bet.seatId,
      playerId: bet.playerId,
      kind: 'CASH_OUT' as const,
      amountCents: -bet.stakeCents,
      balanceAfterCents: balance,
      gameId: bet.gameId,
      betId: bet.betId,
      at,
    }
  })
  await addLedgerEntries(client, tableId, entries)
  for (const [seatId, balance] of balances)
    await client.query('UPDATE seats SET balance_cents = $3, updated_at = now() WHERE table_id = $1 AND seat_id = $2', [
      tableId,
      seatId,
      String(balance),
    ])
  const owed = await client.query(
    `INSERT INTO wallet_transactions (transaction_id, kind, status, round_id, player_id, table_id, game_id,
         amount_cents, reference, bet_id, next_attempt_at)
     SELECT 'rollback:' || substr(d.transaction_id, 7), 'ROLLBACK', 'PENDING', d.round_id, d.player_id, d.table_id,
         d.game_id, d.amount_cents, d.transaction_id, d.bet_id, clock_timestamp()
       FROM wallet_transactions d
      WHERE d.kind = 'DEBIT' AND d.status = 'DONE' AND d.bet_id = ANY ($1::bigint[])`,
    [bets.map((bet) => String(bet.betId))],
  )
  if (owed.rowCount !== bets.length) throw new Error(`table ${tableId}: a refunded bet has no debit`)
}

/** The credits a settlement owes, planned before its step is written and written after it (planCredits). */
export interface PlannedCredits {
  /** The table's seats as the settlement leaves them: the seats of the game's players emptied to the wallet. */
  seats: SeatRecord[]
  /** In the settlement's transaction, under the table's lock: the CASH_OUT entries, the seats, the credits owed. */
  write(client: pg.PoolClient, at: string): Promise<void>
}

/**
 * A settlement's credits: each player who bet on the game is credited once with what the settlement paid their seat
 * (`paid`; 0 closes a lost round), and the seat emptied (CASH_OUT), in the settlement's transaction.
 */
export function planCredits(
  tableId: number,
  gameId: number,
  bets: ReadonlyArray<{ playerId: string }>,
  paid: readonly SeatRecord[],
): PlannedCredits {
  const players = [...new Set(bets.map((bet) => bet.playerId))]
  const credited = players.map((playerId) => ({ playerId, seat: paid.find((s) => s.playerId === playerId) }))
  const emptied = credited.flatMap(({ seat }) => (seat && seat.balanceCents !== 0 ? [seat] : []))
  const gone = new Set(players)
  return {
    seats: paid.map((seat) => (gone.has(seat.playerId) ? { ...seat, balanceCents: 0 } : seat)),
    async write(client, at) {
      await addLedgerEntries(
        client,
        tableId,
        emptied.map((seat) => ({
          seatId: seat.seatId,
          playerId: seat.playerId,
          kind: 'CASH_OUT' as const,
          amountCents: -seat.balanceCents,
          balanceAfterCents: 0,
          gameId,
          at,
        })),
      )
      if (emptied.length > 0)
        await client.query(
          'UPDATE seats SET balance_cents = 0, updated_at = now() WHERE table_id = $1 AND seat_id = ANY ($2::int[])',
          [tableId, emptied.map((seat) => seat.seatId)],
        )
      await client.query(
        `INSERT INTO wallet_transactions (transaction_id, kind, status, round_id, player_id, table_id, game_id,
             amount_cents, next_attempt_at)
         SELECT c.id, 'CREDIT', 'PENDING', c.round, c.player, $1, $2, c.amount, clock_timestamp()
           FROM unnest($3::text[], $4::text[], $5::text[], $6::bigint[]) AS c(id, round, player, amount)`,
        [
          tableId,
          gameId,
          credited.map((c) => creditIdOf(tableId, gameId, c.playerId)),
          credited.map((c) => roundIdOf(tableId, gameId, c.playerId)),
          credited.map((c) => c.playerId),
          credited.map((c) => String(c.seat?.balanceCents ?? 0)),
        ],
      )
    },
  }
}

export function createPgWallet(db: Transactions): WalletStore {
  return {
    // One statement: the debit numbered and written. With a key, the key's live debit (PENDING, or DONE as the bet)
    // holds it (a unique index): a concurrent duplicate's insert does nothing, and it reads what holds the key.
    openDebit: (intent) =>
      db.statement('opening a wallet debit', async (pool) => {
        const { idempotency } = intent
        const inserted = await pool.query<WalletRow>({
          name: 'open_debit',
          text: `INSERT INTO wallet_transactions (transaction_id, kind, status, round_id, player_id, table_id, game_id,
               amount_cents, idempotency_key, next_attempt_at)
           VALUES ('debit:' || $3::integer || ':' || nextval('wallet_debit_seq'), 'DEBIT', 'PENDING', $1, $2, $3, $4,
               $5, $6, clock_timestamp() + $7 * interval '1 ms')
           ON CONFLICT (idempotency_key) WHERE kind = 'DEBIT' AND status IN ('PENDING', 'DONE') DO NOTHING
           RETURNING ${COLUMNS}`,
          values: [
            roundIdOf(intent.tableId, intent.gameId, intent.playerId),
            intent.playerId,
            intent.tableId,
            intent.gameId,
            String(intent.amountCents),
            idempotency?.key ?? null,
            intent.callTimeoutMs + DEBIT_GRACE_MS,
          ],
        })
        if (inserted.rows[0]) return { kind: 'opened' as const, transaction: transactionOf(inserted.rows[0]) }
        const live = await pool.query<{ status: string }>(
          `SELECT status FROM wallet_transactions WHERE idempotency_key = $1 AND kind = 'DEBIT'
              AND status IN ('PENDING', 'DONE')`,
          [idempotency!.key],
        )
        return live.rows[0]?.status === 'DONE' ? { kind: 'placed' as const } : { kind: 'in-flight' as const }
      }),

    refuseDebit: (transactionId, error) =>
      db.statement('recording a refused debit', async (pool) => {
        await pool.query(
          `UPDATE wallet_transactions SET status = 'REFUSED', last_error = $2, updated_at = clock_timestamp()
            WHERE transaction_id = $1 AND kind = 'DEBIT' AND status = 'PENDING'`,
          [transactionId, error.slice(0, 500)],
        )
      }),

    abandonDebit: (transactionId, error) =>
      db.statement('rolling back a debit', async (pool) => {
        await pool.query(ABANDON_SQL('transaction_id = $2'), [error.slice(0, 500), transactionId])
      }),

    claimWalletTransactions: (limit, leaseMs) =>
      db.write('claiming wallet transactions', async (client) => {
        await client.query(ABANDON_SQL('next_attempt_at <= clock_timestamp()'), [
          'no answer recorded before the deadline',
        ])
        const claimed = await client.query<WalletRow>(
          `UPDATE wallet_transactions SET attempts = attempts + 1,
               next_attempt_at = clock_timestamp() + $2 * interval '1 ms'
            WHERE transaction_id IN (
              SELECT transaction_id FROM wallet_transactions
               WHERE status = 'PENDING' AND kind <> 'DEBIT' AND next_attempt_at <= clock_timestamp()
               ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
            RETURNING ${COLUMNS}`,
          [limit, leaseMs],
        )
        return claimed.rows.map(transactionOf)
      }),

    finishWalletTransaction: (transactionId, delivery) =>
      db.statement('recording a wallet delivery', async (pool) => {
        const values: unknown[] = [transactionId]
        let set: string
        if (delivery.kind === 'done') {
          set = `status = 'DONE', balance_after_cents = $2, last_error = NULL`
          values.push(String(delivery.balanceCents))
        } else if (delivery.kind === 'failed') {
          set = `status = 'FAILED', last_error = $2`
          values.push(delivery.error.slice(0, 500))
        } else {
          set = `last_error = $2, next_attempt_at = clock_timestamp() + $3 * interval '1 ms'`
          values.push(delivery.error.slice(0, 500), delivery.delayMs)
        }
        await pool.query(
          `UPDATE wallet_transactions SET ${set}, updated_at = clock_timestamp()
            WHERE transaction_id = $1 AND status = 'PENDING'`,
          values,
        )
      }),

    listWalletTransactions: (query) =>
      db.read('reading wallet transactions', async (pool) => {
        const where: string[] = []
        const values: unknown[] = []
        const add = (sql: string, value: unknown) => {
          values.push(value)
          where.push(sql.replace('?', `$${values.length}`))
        }
        if (query.status) add('status = ?', query.status)
        if (query.kind) add('kind = ?', query.kind)
        if (query.roundId) add('round_id = ?', query.roundId)
        if (query.fromMs !== undefined) add('created_at >= ?', new Date(query.fromMs))
        if (query.toMs !== undefined) add('created_at < ?', new Date(query.toMs))
        if (query.after !== undefined)
          add(
            '(created_at, transaction_id) < (SELECT created_at, transaction_id FROM wallet_transactions ' +
              'WHERE transaction_id = ?)',
            query.after,
          )
        values.push(query.limit)
        const rows = await pool.query<WalletRow>(
          `SELECT ${COLUMNS} FROM wallet_transactions ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
            ORDER BY created_at DESC, transaction_id DESC LIMIT $${values.length}`,
          values,
        )
        return rows.rows.map(transactionOf)
      }),

    actOnWalletTransaction: (transactionId, action, by) =>
      db.write('acting on a wallet transaction', async (client) => {
        const found = await client.query<WalletRow>(
          `SELECT ${COLUMNS} FROM wallet_transactions WHERE transaction_id = $1 FOR UPDATE`,
          [transactionId],
        )
        if (!found.rows[0])
          throw new DomainError('WALLET_TRANSACTION_NOT_FOUND', `No wallet transaction ${transactionId}.`)
        const transaction = transactionOf(found.rows[0])
        const status = planWalletAction(transaction, action)
        await insertAudit(client, [walletActionAuditRow(transaction, action, status, by)])
        const updated = await client.query<WalletRow>(
          `UPDATE wallet_transactions SET status = $2, updated_at = clock_timestamp(),
               next_attempt_at = CASE WHEN $2 = 'PENDING' THEN clock_timestamp() ELSE next_attempt_at END
            WHERE transaction_id = $1 RETURNING ${COLUMNS}`,
          [transactionId, status],
        )
        return transactionOf(updated.rows[0])
      }),

    getWalletTransaction: (transactionId) =>
      db.read('reading a wallet transaction', async (pool) => {
        const rows = await pool.query<WalletRow>(
          `SELECT ${COLUMNS} FROM wallet_transactions WHERE transaction_id = $1`,
          [transactionId],
        )
        return rows.rows[0] && transactionOf(rows.rows[0])
      }),
  }
}

/** At start: refuses a WALLET mode other than the one the floor's money was put there in (core walletModeRefusal). */
export async function assertWalletMode(pool: pg.Pool, mode: WalletMode): Promise<void> {
  const { rows } = await pool.query<Record<keyof MoneyByMode, string>>(
    `SELECT o.*, a.*, (SELECT count(*) FROM seats WHERE balance_cents <> 0) AS "seatsHolding",
        (SELECT count(*) FROM wallet_transactions WHERE status = 'PENDING') AS owed
       FROM (SELECT count(*) FILTER (WHERE debited) AS "openDebited", count(*) FILTER (WHERE NOT debited) AS "openOwn"
           FROM (SELECT EXISTS (SELECT 1 FROM wallet_transactions w WHERE w.bet_id = b.bet_id AND w.kind = 'DEBIT')
               AS debited
             FROM tables t CROSS JOIN LATERAL (SELECT * FROM games g WHERE g.table_id = t.table_id AND
                 g.game_id = t.current_game_id AND g.started_at = t.current_game_started_at OFFSET 0) g
               JOIN bets b ON b.table_id = g.table_id AND b.game_id = g.game_id AND ${betsOfGame('g', 'b')}
              WHERE b.status = 'OPEN') open) o,
         (SELECT count(*) FILTER (WHERE grant_total_cents <> 0) AS granted,
             count(*) FILTER (WHERE deposit_total_cents <> 0) AS deposited
           FROM accounts) a`,
  )
  const r = rows[0]
  const refusal = walletModeRefusal(mode, {
    openDebited: Number(r.openDebited),
    openOwn: Number(r.openOwn),
    seatsHolding: Number(r.seatsHolding),
    owed: Number(r.owed),
    granted: Number(r.granted),
    deposited: Number(r.deposited),
  })
  if (refusal) throw new DomainError('INVALID_INPUT', refusal)
}
