// Accounts and the ledgers on PostgreSQL: an account locked and moved with its entries in one statement, the tables'
// ledger entries appended in one, the operator's transfers, pages of either ledger, and the sums of the house.

import type pg from 'pg'
import { type AccountEntry, type PlannedAccountEntry, planTransfer } from '../../core/accounts.ts'
import { transferAuditRow } from '../../core/audit.ts'
import type { LedgerEntry } from '../../core/bets.ts'
import type { AccountStore } from '../../ports/account-store.ts'
import { insertAudit } from './audit.ts'
import type { PgContext, Transactions } from './connection.ts'
import { assertStorableText } from './errors.ts'
import { findAnswer, storeAnswer } from './idempotency.ts'
import { checkProtection } from './protection-checks.ts'
import { reconcile } from './reconcile.ts'
import {
  ACCOUNT_ENTRY_COLUMNS,
  type AccountEntryRow,
  accountEntryOf,
  LEDGER_COLUMNS,
  type LedgerRow,
  ledgerEntryOf,
  NOW_MS,
  newestFirst,
  pageClause,
  pageParams,
  toSafeInteger,
} from './rows.ts'

/**
 * The player's account row, locked for this transaction (made on first use); returns its balance and the database's
 * clock once it is locked. One statement: the conflict's update locks the existing row and, after waiting for any
 * other holder, returns its latest balance.
 */
export async function lockAccount(
  client: pg.PoolClient,
  playerId: string,
): Promise<{ balanceCents: number; nowMs: number }> {
  const row = (
    await client.query<{ balance_cents: string; now_ms: number }>({
      name: 'lock_account_at',
      text: `INSERT INTO accounts (player_id) VALUES ($1) ON CONFLICT (player_id) DO UPDATE SET player_id =
        EXCLUDED.player_id
        RETURNING balance_cents, ${NOW_MS} AS now_ms`,
      values: [playerId],
    })
  ).rows[0]
  return { balanceCents: toSafeInteger(row.balance_cents, 'balance_cents'), nowMs: Number(row.now_ms) }
}

/**
 * Writes account entries (each with its balance after), sets the account to the last balance and adds the entries to
 * its sums by kind, in one statement: the only way an account entry is written.
 */
export async function writeAccountEntries(
  client: pg.PoolClient,
  playerId: string,
  entries: readonly PlannedAccountEntry[],
  at: Date,
): Promise<AccountEntry[]> {
  if (entries.length === 0) return []
  // The entries and the account's new balance in one statement.
  const written = await client.query<AccountEntryRow>(
    `WITH written AS (
       INSERT INTO account_entries (player_id, kind, amount_cents, balance_after_cents, table_id, seat_id, by_who, at)
       SELECT $1, kind, amount_cents, balance_after_cents, table_id, seat_id, by_who, $8
       FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::int[], $6::int[], $7::text[]) WITH ORDINALITY
         AS e(kind, amount_cents, balance_after_cents, table_id, seat_id, by_who, n)
       ORDER BY n
       RETURNING ${ACCOUNT_ENTRY_COLUMNS}
     ), sums AS (
       SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'DEPOSIT'), 0) AS deposit,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'WITHDRAWAL'), 0) AS withdrawal,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PLAY_GRANT'), 0) AS granted,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'TO_SEAT'), 0) AS to_seat,
           COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'FROM_SEAT'), 0) AS from_seat
         FROM written
     ), balanced AS (
       -- The account's balance, and its sums by kind that the house report adds up (on the row locked already).
       UPDATE accounts SET balance_cents = $9, deposit_total_cents = deposit_total_cents + s.deposit,
           withdrawal_total_cents = withdrawal_total_cents + s.withdrawal,
           grant_total_cents = grant_total_cents + s.granted, to_seat_total_cents = to_seat_total_cents + s.to_seat,
           from_seat_total_cents = from_seat_total_cents + s.from_seat
         FROM sums s WHERE player_id = $1
     )
     SELECT * FROM written`,
    [
      playerId,
      entries.map((e) => e.kind),
      entries.map((e) => String(e.amountCents)),
      entries.map((e) => String(e.balanceAfterCents)),
      entries.map((e) => e.tableId ?? null),
      entries.map((e) => e.seatId ?? null),
      entries.map((e) => e.by ?? null),
      at,
      String(entries.at(-1)!.balanceAfterCents),
    ],
  )
  return written.rows.map(accountEntryOf).sort((a, b) => a.entryId - b.entryId)
}

/** Appends a table's ledger entries in one statement (unnest), in the order given. */
export async function addLedgerEntries(
  client: pg.PoolClient,
  tableId: number,
  entries: Array<Omit<LedgerEntry, 'entryId'>>,
): Promise<void> {
  if (entries.length === 0) return
  await client.query(
    `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id,
      at)
     SELECT $1, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at
     FROM unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::int[], $8::bigint[],
     $9::timestamptz[])
       WITH ORDINALITY AS e(seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at, n)
     ORDER BY n`,
    [
      tableId,
      entries.map((e) => e.seatId),
      entries.map((e) => e.playerId),
      entries.map((e) => e.kind),
      entries.map((e) => String(e.amountCents)),
      entries.map((e) => String(e.balanceAfterCents)),
      entries.map((e) => e.gameId ?? null),
      entries.map((e) => (e.betId === undefined ? null : String(e.betId))),
      entries.map((e) => e.at),
    ],
  )
}

export function createPgAccounts(ctx: PgContext, db: Transactions): AccountStore {
  return {
    reconcile: () => reconcile(db),

    getAccount: (playerId) =>
      db.read('reading an account', async (pool) => {
        const [account, seats] = await Promise.all([
          pool.query<{ balance_cents: string }>('SELECT balance_cents FROM accounts WHERE player_id = $1', [playerId]),
          pool.query<{ table_id: number; seat_id: number; balance_cents: string }>(
            'SELECT table_id, seat_id, balance_cents FROM seats WHERE player_id = $1 ORDER BY table_id',
            [playerId],
          ),
        ])
        return {
          balanceCents: account.rows[0] ? toSafeInteger(account.rows[0].balance_cents, 'balance_cents') : 0,
          seats: seats.rows.map((r) => ({
            tableId: r.table_id,
            seatId: r.seat_id,
            balanceCents: toSafeInteger(r.balance_cents, 'balance_cents'),
          })),
        }
      }),

    getAccountLedger: (playerId, page) =>
      db.read('reading an account ledger', async (pool) => {
        const { where, order, limit } = pageClause(page, 2)
        const result = await pool.query<AccountEntryRow>(
          `SELECT ${ACCOUNT_ENTRY_COLUMNS} FROM account_entries WHERE player_id = $1${where} ORDER BY entry_id
            ${order}${limit}`,
          [playerId, ...pageParams(page)],
        )
        return result.rows.map(accountEntryOf)
      }),

    transfer: (playerId, amountCents, by, claim, reason) =>
      db.write('moving money into or out of an account', async (client) => {
        assertStorableText(playerId, 'playerId')
        const keyAt = ctx.idempotencyClock()
        const previous = await findAnswer(client, 'transfer', claim, keyAt)
        if (previous) {
          const entry = (
            await client.query<AccountEntryRow>(
              `SELECT ${ACCOUNT_ENTRY_COLUMNS} FROM account_entries WHERE entry_id = $1`,
              [String(previous.ref)],
            )
          ).rows.map(accountEntryOf)[0]
          return { entry, balanceCents: previous.balanceCents }
        }
        if (amountCents > 0) await checkProtection(client, playerId, amountCents, 'deposit')
        // Stamped with the database's clock read under the account's lock.
        const { balanceCents, nowMs } = await lockAccount(client, playerId)
        const [entry] = await writeAccountEntries(
          client,
          playerId,
          [planTransfer(balanceCents, amountCents, by)],
          new Date(nowMs),
        )
        await insertAudit(client, [transferAuditRow(playerId, entry, reason)])
        await storeAnswer(client, 'transfer', claim, entry.entryId, entry.balanceAfterCents, keyAt)
        return { entry, balanceCents: entry.balanceAfterCents }
      }),

    getLedger: (tableId, playerId, page) =>
      db.read('reading the ledger', async (pool) => {
        const { where, order, limit } = pageClause(page, 3)
        const read = async (window = '', since: Date[] = []) =>
          (
            await pool.query<LedgerRow>(
              `SELECT ${LEDGER_COLUMNS} FROM ledger_entries
               WHERE table_id = $1 AND ($2::text IS NULL OR player_id = $2)${where}${window}
               ORDER BY entry_id ${order}${limit}`,
              [tableId, playerId ?? null, ...pageParams(page), ...since],
            )
          ).rows
        // Newest first, the console's read of a table: from its last days' months when they hold the page.
        const at = `$${3 + pageParams(page).length}`
        const rows =
          page?.order === 'desc'
            ? await newestFirst(page.limit, (op, since) => read(` AND at ${op} ${at}`, [since]))
            : await read()
        return rows.map(ledgerEntryOf)
      }),

    houseTotals: () =>
      db.read('adding up the house', async (pool) => {
        // Running totals kept with the money (the tables' and the accounts' rows), never a scan of history: the sums
        // by kind follow the number of accounts, not of their entries; open stakes and exposure are the tables'.
        const [held, tables, excluded] = await Promise.all([
          // One pass over the accounts: their balances and their sums by kind (each signed as its entries are).
          pool.query<{
            accounts: string
            deposit: string
            withdrawal: string
            granted: string
            seats: string
          }>(
            `SELECT COALESCE(SUM(balance_cents), 0) AS accounts, COALESCE(SUM(deposit_total_cents), 0) AS deposit,
               COALESCE(SUM(withdrawal_total_cents), 0) AS withdrawal, COALESCE(SUM(grant_total_cents), 0) AS granted,
               (SELECT COALESCE(SUM(balance_cents), 0) FROM seats) AS seats
             FROM accounts`,
          ),
          pool.query<{
            table_id: number
            target_rtp_bp: number
            games_played: number
            bet: string
            cancelled: string
            paid: string
            open_stakes: string
            open_exposure: string
            seats: string
          }>(
            `SELECT t.table_id, t.target_rtp_bp, t.games_played,
               t.amount_bet_cents + t.amount_cancelled_cents AS bet, t.amount_cancelled_cents AS cancelled,
               t.amount_paid_out_cents AS paid, t.open_stakes_cents AS open_stakes,
               t.open_exposure_cents AS open_exposure,
               COALESCE((SELECT SUM(balance_cents) FROM seats s WHERE s.table_id = t.table_id), 0) AS seats
             FROM tables t ORDER BY t.table_id`,
          ),
          pool.query<{ player_id: string; until_ms: number; account: string; seats: string }>(
            `SELECT b.player_id, floor(extract(epoch FROM max(b.until)) * 1000)::float8 AS until_ms,
               COALESCE((SELECT balance_cents FROM accounts a WHERE a.player_id = b.player_id), 0) AS account,
               COALESCE((SELECT SUM(balance_cents) FROM seats s WHERE s.player_id = b.player_id), 0) AS seats
             FROM player_breaks b
             WHERE b.kind = 'SELF_EXCLUSION' AND b.started_at <= clock_timestamp() AND b.until > clock_timestamp()
             GROUP BY b.player_id ORDER BY b.player_id COLLATE "C"`,
          ),
        ])
        const perTable = tables.rows.map((r) => ({
          tableId: r.table_id,
          targetRtpBp: r.target_rtp_bp,
          gamesPlayed: r.games_played,
          betCents: toSafeInteger(r.bet, 'bet'),
          cancelledCents: toSafeInteger(r.cancelled, 'cancelled'),
          paidOutCents: toSafeInteger(r.paid, 'paid'),
          openStakesCents: toSafeInteger(r.open_stakes, 'open_stakes'),
          openExposureCents: toSafeInteger(r.open_exposure, 'open_exposure'),
          seatsCents: toSafeInteger(r.seats, 'seats'),
        }))
        return {
          depositsCents: toSafeInteger(held.rows[0].deposit, 'deposit'),
          grantsCents: toSafeInteger(held.rows[0].granted, 'granted'),
          withdrawalsCents: -toSafeInteger(held.rows[0].withdrawal, 'withdrawal'),
          accountsCents: toSafeInteger(held.rows[0].accounts, 'accounts'),
          seatsCents: toSafeInteger(held.rows[0].seats, 'seats'),
          houseResultCents: perTable.reduce((sum, t) => sum + t.betCents - t.cancelledCents - t.paidOutCents, 0),
          tables: perTable,
          selfExcluded: excluded.rows.map((r) => ({
            playerId: r.player_id,
            until: Number(r.until_ms),
            accountCents: toSafeInteger(r.account, 'account'),
            seatsCents: toSafeInteger(r.seats, 'seats'),
          })),
        }
      }),
  }
}
