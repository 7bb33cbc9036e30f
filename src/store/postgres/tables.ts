// Tables and seats on PostgreSQL: the table's row lock every write of a table goes through (the database's clock read
// after it), sits (the buy-in from the account, in the same transaction) and leaves (the seat cashed out to it).

import type pg from 'pg'
import { planBuyIn, planCashOut } from '../../core/accounts.ts'
import { UNVERIFIED_ACTOR } from '../../core/audit.ts'
import { assertNoOpenBets } from '../../core/bets.ts'
import { DomainError } from '../../core/errors.ts'
import { MAX_TABLE_ID } from '../../core/limits.ts'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../../core/seating.ts'
import { assertTableEnabled } from '../../core/switches.ts'
import { defaultTableSettings, type TableSettings } from '../../core/tables.ts'
import type { TableStore } from '../../ports/table-store.ts'
import { addLedgerEntries, lockAccount, writeAccountEntries } from './accounts.ts'
import { insertAudit } from './audit.ts'
import type { PgContext, Transactions } from './connection.ts'
import { assertStorableText, ConcurrentWriteError } from './errors.ts'
import type { EventLog } from './event-log.ts'
import type { GameBets } from './game-bets.ts'
import { findAnswer, type KeySweeper, storeAnswer } from './idempotency.ts'
import { checkProtection } from './protection-checks.ts'
import { readHead, readSeats, readTable } from './reads.ts'
import {
  BET_COLUMNS,
  type BetRow,
  betOf,
  NOW_MS,
  SETTINGS_COLUMNS,
  SETTINGS_PLACEHOLDERS,
  settingsOf,
  settingsParams,
  TABLE_COLUMNS,
  type TableRow,
} from './rows.ts'

/**
 * The table's row, locked for this transaction, with the database's clock read after the lock was granted
 * (now_ms): the time a bet, a ready or a step is judged against the deadline.
 */
export async function lockRow(client: pg.PoolClient, tableId: number): Promise<TableRow | undefined> {
  const result = await client.query<TableRow>({
    name: 'lock_table',
    text: `WITH locked AS (SELECT ${TABLE_COLUMNS} FROM tables WHERE table_id = $1 FOR UPDATE)
     SELECT locked.*, ${NOW_MS} AS now_ms FROM locked`,
    values: [tableId],
  })
  return result.rows[0]
}

/**
 * Locks the table's row for this transaction (creating it with `defaults` on first use, under any race) and
 * returns its settings: every write to one table goes through this lock, on every instance.
 */
export async function lockTable(
  client: pg.PoolClient,
  tableId: number,
  defaults: TableSettings,
  defaultSeats: number,
): Promise<{ row: TableRow; settings: TableSettings }> {
  let row = await lockRow(client, tableId)
  if (!row) {
    await client.query(
      `INSERT INTO tables (table_id, ${SETTINGS_COLUMNS}) VALUES ($1, ${SETTINGS_PLACEHOLDERS}) ON CONFLICT (table_id)
        DO NOTHING`,
      [tableId, ...settingsParams(defaults)],
    )
    row = (await lockRow(client, tableId))!
  }
  return { row, settings: settingsOf(row, defaultSeats) }
}

/** The table row, locked for this transaction; NOT_SEATED when nobody ever used the table. */
export async function lockExistingTable(
  client: pg.PoolClient,
  tableId: number,
): Promise<TableRow & { now_ms: number }> {
  const row = await lockRow(client, tableId)
  if (!row) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
  return row as TableRow & { now_ms: number }
}

/** The clock's view of a locked row: settings, state, seats, deadline and ready players. */
export async function clockedOf(client: pg.PoolClient, tableId: number, row: TableRow, defaultSeats: number) {
  return {
    settings: settingsOf(row, defaultSeats),
    state: row.game_state,
    seats: await readSeats(client, tableId),
    ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }),
    ready: row.ready_players,
    ...(row.current_game_id === null ? {} : { game: { gameId: row.current_game_id } }),
    ...(row.disabled_json ? { disabled: row.disabled_json } : {}),
  }
}

/** Sets a seat's balance (the caller computed it under the table lock). */
export async function setBalance(
  client: pg.PoolClient,
  tableId: number,
  seatId: number,
  balanceCents: number,
): Promise<void> {
  const updated = await client.query(
    'UPDATE seats SET balance_cents = $3, updated_at = now() WHERE table_id = $1 AND seat_id = $2',
    [tableId, seatId, String(balanceCents)],
  )
  if (updated.rowCount !== 1) throw new ConcurrentWriteError('seat changed')
}

/**
 * The seat's whole balance back to its player's account (a CASH_OUT entry and a FROM_SEAT entry), and the seat given
 * up, in the caller's transaction under the table's lock (the caller checked the rules). Locks: table, then account.
 * With the seamless wallet the seat holds nothing between steps (each step that fills it empties it to the wallet):
 * the seat is only given up.
 */
export async function cashOut(
  client: pg.PoolClient,
  tableId: number,
  seat: SeatRecord,
  at: Date,
  seamless: boolean,
): Promise<void> {
  if (!seamless) await cashOutToAccount(client, tableId, seat, at)
  await client.query('DELETE FROM seats WHERE table_id = $1 AND seat_id = $2', [tableId, seat.seatId])
  await client.query('UPDATE tables SET ready_players = array_remove(ready_players, $2) WHERE table_id = $1', [
    tableId,
    seat.playerId,
  ])
}

async function cashOutToAccount(client: pg.PoolClient, tableId: number, seat: SeatRecord, at: Date): Promise<void> {
  await addLedgerEntries(client, tableId, [
    {
      seatId: seat.seatId,
      playerId: seat.playerId,
      kind: 'CASH_OUT',
      amountCents: -seat.balanceCents,
      balanceAfterCents: 0,
      at: at.toISOString(),
    },
  ])
  const { balanceCents } = await lockAccount(client, seat.playerId)
  await writeAccountEntries(
    client,
    seat.playerId,
    [planCashOut(balanceCents, seat.balanceCents, tableId, seat.seatId)],
    at,
  )
}

export function createPgTables(
  ctx: PgContext,
  db: Transactions,
  events: EventLog,
  keys: KeySweeper,
  gameBets: GameBets,
): TableStore {
  const { defaultSeats } = ctx

  async function sitOnce(client: pg.PoolClient, command: SitCommand): Promise<SitResult> {
    const { tableId, playerId, buyInCents, idempotency } = command
    const locked = await lockTable(client, tableId, defaultTableSettings(command.seatCount), defaultSeats)
    assertTableEnabled(tableId, locked.row.disabled_json ?? undefined, 'sit')
    const seatCount = locked.settings.numberOfSeats

    // Money rows are stamped with the database's clock read under the table's lock; the key's age is the Node clock's.
    const at = Number(locked.row.now_ms)
    const keyAt = ctx.idempotencyClock()
    if (idempotency) {
      const previous = await findAnswer(client, 'sit', idempotency, keyAt)
      if (previous) return { seatId: previous.ref, balanceCents: previous.balanceCents }
    }

    const decision = decideSit(await readSeats(client, tableId), playerId, buyInCents, seatCount)
    const emitSeats = (seatId: number) =>
      events.emit(client, tableId, (head) => ({
        type: 'seats',
        seatId,
        seat: head.seats.find((s) => s.seatId === seatId),
        seats: head.seats,
        ready: head.ready,
      }))
    // The buy-in leaves the account (granted first when play money is short) in the same transaction. Locks are
    // always taken table first, then account, so sits, leaves and transfers never deadlock.
    await checkProtection(client, playerId, 0, 'sit or top-up')
    // With the seamless wallet no money moves: the seat is taken, and each bet's stake comes from the wallet.
    if (ctx.seamless) {
      if (decision.kind === 'new-seat')
        await client.query('INSERT INTO seats (table_id, seat_id, player_id, balance_cents) VALUES ($1, $2, $3, 0)', [
          tableId,
          decision.seatId,
          playerId,
        ])
      if (idempotency) await storeAnswer(client, 'sit', idempotency, decision.seatId, 0, keyAt)
      await emitSeats(decision.seatId)
      return { seatId: decision.seatId, balanceCents: 0 }
    }
    const { balanceCents } = await lockAccount(client, playerId)
    await writeAccountEntries(
      client,
      playerId,
      planBuyIn(balanceCents, buyInCents, command.wallet ?? 'play', tableId, decision.seatId),
      new Date(at),
    )
    if (decision.kind === 'new-seat') {
      await client.query('INSERT INTO seats (table_id, seat_id, player_id, balance_cents) VALUES ($1, $2, $3, $4)', [
        tableId,
        decision.seatId,
        playerId,
        String(decision.balanceCents),
      ])
    } else {
      const updated = await client.query(
        'UPDATE seats SET balance_cents = $4, updated_at = now() WHERE table_id = $1 AND seat_id = $2 AND player_id ' +
          '= $3',
        [tableId, decision.seatId, playerId, String(decision.balanceCents)],
      )
      if (updated.rowCount !== 1) throw new ConcurrentWriteError('seat changed during the sit')
    }
    await addLedgerEntries(client, tableId, [
      {
        seatId: decision.seatId,
        playerId,
        kind: 'BUY_IN',
        amountCents: buyInCents,
        balanceAfterCents: decision.balanceCents,
        at: new Date(at).toISOString(),
      },
    ])

    if (idempotency) await storeAnswer(client, 'sit', idempotency, decision.seatId, decision.balanceCents, keyAt)
    await emitSeats(decision.seatId)
    return { seatId: decision.seatId, balanceCents: decision.balanceCents }
  }

  return {
    async sit(command) {
      db.assertOpen()
      assertStorableText(command.playerId, 'playerId')
      if (command.idempotency) assertStorableText(command.idempotency.key, 'Idempotency-Key')
      const result = await db.write('seating a player', (client) => sitOnce(client, command))
      keys.schedule()
      return result
    },

    getSeats: (tableId) => db.read('reading seats', (pool) => readSeats(pool, tableId)),

    createTable: (settings, owner) =>
      db.write('creating a table', async (client) => {
        // The next id above every table in use; a concurrent creation makes the key race, and the write is retried.
        const result = await client.query<{ table_id: number }>(
          `INSERT INTO tables (table_id, ${SETTINGS_COLUMNS})
           SELECT COALESCE(MAX(table_id), 0) + 1,
           ${SETTINGS_PLACEHOLDERS.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 1}`)} FROM tables
           RETURNING table_id`,
          settingsParams(settings),
        )
        const tableId = result.rows[0].table_id
        if (tableId > MAX_TABLE_ID) throw new DomainError('STORE_LIMIT_REACHED', 'Every table id is in use.')
        await insertAudit(client, [
          { kind: 'TABLE_CREATED', actor: owner ?? UNVERIFIED_ACTOR, tableId, before: null, after: settings },
        ])
        await events.emit(client, tableId, (head) => ({ type: 'table', settings: head.settings }))
        return tableId
      }),

    getTable: (tableId) => db.read('reading a table', (pool) => readTable(pool, tableId, defaultSeats, gameBets)),

    getTableHead: (tableId) => db.read('reading a table', (pool) => readHead(pool, tableId, defaultSeats)),

    listTableIds: (afterTableId, limit) =>
      db.read('listing tables', async (pool) => {
        const result = await pool.query<{ table_id: number }>(
          'SELECT table_id FROM tables WHERE table_id > $1 ORDER BY table_id LIMIT $2',
          [afterTableId, limit],
        )
        return result.rows.map((row) => row.table_id)
      }),

    leaveTable: (tableId, playerId) =>
      db.write('leaving a table', async (client) => {
        const row = await lockExistingTable(client, tableId)
        const seat = (await readSeats(client, tableId)).find((s) => s.playerId === playerId)
        if (!seat)
          throw new DomainError(
            'NOT_SEATED',
            `Player ${JSON.stringify(playerId.slice(0, 128))} is not seated at this table.`,
          )
        const open = await client.query<BetRow>(
          // Open bets are of the table's game in play.
          `SELECT ${BET_COLUMNS} FROM game_bets($1, (SELECT current_game_id FROM tables WHERE table_id = $1),
              (SELECT current_game_started_at FROM tables WHERE table_id = $1))
            WHERE player_id = $2 AND status = 'OPEN'`,
          [tableId, playerId],
        )
        assertNoOpenBets(open.rows.map(betOf), playerId)
        await cashOut(client, tableId, seat, new Date(Number(row.now_ms)), ctx.seamless)
        await events.emit(client, tableId, (head) => ({
          type: 'seats',
          seatId: seat.seatId,
          seats: head.seats,
          ready: head.ready,
        }))
        return { seatId: seat.seatId, cashedOutCents: seat.balanceCents }
      }),
  }
}
