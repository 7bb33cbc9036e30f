// PostgreSQL table store: decideSit applied in one transaction per sit under a row lock on the table, on a pg Pool.

import pg from 'pg'
import { planBuyIn, planCashOut, planTransfer, type AccountEntry, type LedgerPage, type PlannedAccountEntry } from '../core/accounts.ts'
import { assertNoOpenBets, planBet, planCancel, settleBets, type Bet, type BetRequest, type BetStatus, type LedgerEntry, type LedgerKind, type PlannedBet } from '../core/bets.ts'
import { DomainError, isDomainError } from '../core/errors.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../core/idempotency.ts'
import { nextStateOf, type Game, type GamePricing, type GameState } from '../core/game.ts'
import { dueStep, planReady, stageEndsAtOf, type TableEventType } from '../core/live.ts'
import { DEFAULT_TABLE_SEATS, MAX_TABLE_ID } from '../core/limits.ts'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../core/seating.ts'
import { defaultTableSettings, type TableSettings } from '../core/tables.ts'
import { runMigrations, SCHEMA_NAME_PATTERN } from './migrate.ts'
import {
  EVENTS_KEPT_PER_TABLE,
  type BetChange,
  type EventView,
  type EventViewAfterBet,
  type StoreHealth,
  type StoredTicket,
  type TableEvent,
  type TableHead,
  type TableRecord,
  type TableStore,
} from '../ports/table-store.ts'

/** Where the store reports trouble that no caller sees (a pooled idle connection failing, a failed cleanup). */
export interface StoreLogger {
  warn(details: object, message: string): void
}

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database[?sslmode=...]; never echoed in errors or logs. */
  connectionString: string
  /**
   * Schema that holds the tables (lower-case identifier). Sets the pool's search_path and is created by the
   * migrations when absent. Default: the connection's own search_path (usually `public`).
   */
  schema?: string
  /** Apply pending migrations before the store is returned (default true). */
  migrate?: boolean
  /** Most connections the pool opens (default 10). */
  poolMax?: number
  /** Longest wait for a connection, new or pooled, in ms (default 3,000). */
  connectTimeoutMs?: number
  /** Longest a single statement may run, in ms (default 5,000); the client gives up 1 s later. */
  statementTimeoutMs?: number
  /** Longest health() waits for `SELECT 1`, in ms (default 1,500). */
  healthTimeoutMs?: number
  /** Tries per sit when PostgreSQL reports a serialization failure, deadlock or unique-key race (default 5). */
  maxAttempts?: number
  /** Least time between two sweeps of expired idempotency keys by this store, in ms (default 60,000). */
  cleanupIntervalMs?: number
  /** Clock in ms since the epoch; decides idempotency key age (default Date.now). */
  now?: () => number
  logger?: StoreLogger
  /** application_name shown in pg_stat_activity (default `hand-odds-service`). */
  applicationName?: string
  /** Seats of a table stored before tables had settings (the configured TABLE_SEATS; default 6). */
  defaultSeats?: number
  /** Renders each event's public view inside the change's transaction (without it events carry a null view). */
  eventView?: EventView
  /**
   * A placed bet's event keeps what the bet changed, not a view; this renders its view, when the event is read, from
   * the view of the event before. Required with eventView.
   */
  eventViewAfterBet?: EventViewAfterBet
}

/** The channel every instance LISTENs on; a notification's payload is `tableId:eventId` (a few bytes). */
const EVENTS_CHANNEL = 'table_events'
/** Bets sent in one place_bets statement at most (each is a subtransaction; 64 stay cheap). */
const BETS_PER_STATEMENT = 32
/** Statements placing bets that an instance keeps in flight at once; the bets that arrive meanwhile wait for one. */
const BET_STATEMENTS_IN_FLIGHT = 2
/** Tables whose current game, and whose row and seats as last read, a store remembers for bets. */
const GAME_CACHE_MAX = 10_000


/** The port plus the maintenance the PostgreSQL adapter offers. */
export interface PostgresTableStore extends TableStore {
  /** Deletes up to `limit` idempotency keys older than 24 h; returns how many. Also runs by itself after sits. */
  purgeExpiredIdempotencyKeys(limit?: number): Promise<number>
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01', '23505'])
const CLEANUP_BATCH = 1_000
const PG_NAME = 'PostgreSQL'

/** Thrown inside a transaction when a concurrent writer got there first; the sit is retried. */
class ConcurrentWriteError extends Error {}

/**
 * Opens a pooled PostgreSQL table store and, unless `migrate: false`, applies pending migrations first.
 * Every sit is one READ COMMITTED transaction: lock the table's row (created on first use), read its seats,
 * decideSit, write the seat and the idempotency answer; so instances sharing the database decide one table's
 * sits one at a time. Balances are BIGINT cents, returned as safe integers. When the database cannot be
 * reached every call rejects with DomainError STORE_UNAVAILABLE within about connectTimeoutMs (a statement:
 * statementTimeoutMs); the pool reconnects by itself once the database is back. Rejects with
 * STORE_UNAVAILABLE when the database is unreachable at start-up.
 */
export async function createPostgresStore(options: PostgresStoreOptions): Promise<PostgresTableStore> {
  const {
    connectionString,
    schema,
    migrate = true,
    poolMax = 10,
    connectTimeoutMs = 3_000,
    statementTimeoutMs = 5_000,
    healthTimeoutMs = 1_500,
    maxAttempts = 5,
    cleanupIntervalMs = 60_000,
    now = Date.now,
    logger,
    applicationName = 'hand-odds-service',
    defaultSeats = DEFAULT_TABLE_SEATS,
    eventView,
    eventViewAfterBet,
  } = options
  if (eventView && !eventViewAfterBet) throw new DomainError('INVALID_INPUT', 'eventView needs eventViewAfterBet: bet events are rendered when read.')
  /** Folds bets' changes onto views when events carry views. */
  const foldBet = eventView ? eventViewAfterBet : undefined
  if (schema !== undefined && !SCHEMA_NAME_PATTERN.test(schema)) {
    throw new DomainError('INVALID_INPUT', `schema must be a lower-case SQL identifier (${SCHEMA_NAME_PATTERN}).`)
  }

  const connection: pg.ClientConfig = {
    connectionString,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: applicationName,
    keepAlive: true,
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  }

  if (migrate) {
    try {
      await runMigrations(connection, { schema, connectTimeoutMs })
    } catch (err) {
      throw toStoreError(err, 'migrating the schema')
    }
  }

  const pool = new pg.Pool({
    ...connection,
    max: poolMax,
    idleTimeoutMillis: 10_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 1_000,
    // A session that dies mid-transaction (network partition) releases the table lock this soon.
    idle_in_transaction_session_timeout: Math.max(10_000, statementTimeoutMs * 2),
  })
  // An idle pooled connection that fails (database restarted, network cut) is dropped by the pool and a
  // fresh one opened on next use; without this listener the 'error' event would crash the process.
  pool.on('error', (err) => {
    logger?.warn({ reason: describeFailure(err) ?? 'unknown' }, 'PostgreSQL idle connection failed; the pool will reconnect.')
  })

  let closing: Promise<void> | undefined
  let lastCleanupAt = Number.NEGATIVE_INFINITY
  let cleanup: Promise<unknown> = Promise.resolve()

  function assertOpen(): void {
    if (closing) throw new DomainError('STORE_UNAVAILABLE', `${PG_NAME} table store is closed.`)
  }

  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect()
    } catch (err) {
      throw toStoreError(err, 'connecting', true)
    }
  }

  /** Runs fn inside BEGIN/COMMIT on one pooled client; rolls back on any error; drops a broken connection. */
  async function inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect()
    // A checked-out client has no pool listener: a connection lost between two statements must not crash us.
    const ignore = (): void => {}
    client.on('error', ignore)
    let broken: Error | undefined
    let committed: Map<number, number> | undefined
    try {
      await client.query('BEGIN')
      const result = await fn(client)
      await client.query('COMMIT')
      committed = keptEvents.get(client)
      return result
    } catch (err) {
      if (!isServerError(err) && !isDomainError(err) && !(err instanceof ConcurrentWriteError)) {
        broken = err as Error
      } else {
        try {
          await client.query('ROLLBACK')
        } catch (rollbackErr) {
          broken = rollbackErr as Error
        }
      }
      throw err
    } finally {
      keptEvents.delete(client)
      client.off('error', ignore)
      client.release(broken ?? false)
      // Every instance hears of the events now committed; the change is answered after that.
      if (committed) await Promise.all([...committed].map(([tableId, eventId]) => announce(tableId, eventId)))
    }
  }

  async function sitOnce(client: pg.PoolClient, command: SitCommand): Promise<SitResult> {
    const { tableId, playerId, buyInCents, idempotency } = command
    const seatCount = (await lockTable(client, tableId, defaultTableSettings(command.seatCount))).settings.numberOfSeats

    const at = now()
    if (idempotency) {
      const previous = await findAnswer(client, 'sit', idempotency, at)
      if (previous) return { seatId: previous.ref, balanceCents: previous.balanceCents }
    }

    const decision = decideSit(await readSeats(client, tableId), playerId, buyInCents, seatCount)
    // The buy-in leaves the account (granted first when play money is short) in the same transaction. Locks are
    // always taken table first, then account, so sits, leaves and transfers never deadlock.
    const balance = await lockAccount(client, playerId)
    await writeAccountEntries(client, playerId, planBuyIn(balance, buyInCents, command.wallet ?? 'play', tableId, decision.seatId), new Date(at))
    if (decision.kind === 'new-seat') {
      await client.query('INSERT INTO seats (table_id, seat_id, player_id, balance_cents) VALUES ($1, $2, $3, $4)', [
        tableId,
        decision.seatId,
        playerId,
        String(decision.balanceCents),
      ])
    } else {
      const updated = await client.query(
        'UPDATE seats SET balance_cents = $4, updated_at = now() WHERE table_id = $1 AND seat_id = $2 AND player_id = $3',
        [tableId, decision.seatId, playerId, String(decision.balanceCents)],
      )
      if (updated.rowCount !== 1) throw new ConcurrentWriteError('seat changed during the sit')
    }
    await addLedgerEntries(client, tableId, [
      { seatId: decision.seatId, playerId, kind: 'BUY_IN', amountCents: buyInCents, balanceAfterCents: decision.balanceCents, at: new Date(at).toISOString() },
    ])

    if (idempotency) await storeAnswer(client, 'sit', idempotency, decision.seatId, decision.balanceCents, at)
    await emit(client, tableId, 'seats')
    return { seatId: decision.seatId, balanceCents: decision.balanceCents }
  }

  /**
   * Locks the table's row for this transaction (creating it with `defaults` on first use, under any race) and
   * returns its settings: every write to one table goes through this lock, on every instance.
   */
  async function lockTable(client: pg.PoolClient, tableId: number, defaults: TableSettings): Promise<{ row: TableRow; settings: TableSettings }> {
    let row = await lockRow(client, tableId)
    if (!row) {
      await client.query(`INSERT INTO tables (table_id, ${SETTINGS_COLUMNS}) VALUES ($1, ${SETTINGS_PLACEHOLDERS}) ON CONFLICT (table_id) DO NOTHING`, [
        tableId,
        ...settingsParams(defaults),
      ])
      row = (await lockRow(client, tableId))!
    }
    return { row, settings: settingsOf(row, defaultSeats) }
  }

  /**
   * The table's row, locked for this transaction, with the database's clock read after the lock was granted
   * (now_ms): the time a bet, a ready or a step is judged against the deadline.
   */
  async function lockRow(client: pg.PoolClient, tableId: number): Promise<TableRow | undefined> {
    const result = await client.query<TableRow>(
      `WITH locked AS (SELECT ${TABLE_COLUMNS} FROM tables WHERE table_id = $1 FOR UPDATE)
       SELECT locked.*, ${NOW_MS} AS now_ms FROM locked`,
      [tableId],
    )
    return result.rows[0]
  }

  /** Events kept by each open transaction, by table (the newest): announced once it commits, forgotten if it does not. */
  const keptEvents = new Map<pg.PoolClient, Map<number, number>>()

  /**
   * Numbers the change (event_seq + 1 under the row lock: no gaps, in commit order), keeps the event with the
   * public view of the table as it now is, to be announced to every instance once the transaction commits.
   */
  async function emit(client: pg.PoolClient, tableId: number, type: TableEventType): Promise<void> {
    // Numbered with the table's row and seats as they now are (this transaction's writes included) in one statement.
    const numbered = (
      await client.query<TableRow & { now_ms: number; seats_json: SeatRow[] }>({
        name: 'number_event',
        text: `WITH numbered AS (UPDATE tables SET event_seq = event_seq + 1 WHERE table_id = $1 RETURNING *)
          SELECT ${TABLE_COLUMNS}, ${NOW_MS} AS now_ms, ${SEATS_JSON} AS seats_json FROM numbered`,
        values: [tableId],
      })
    ).rows[0]
    const eventId = toSafeInteger(numbered.event_seq, 'event_seq')
    const record = eventView ? await withGameAndBets(client, headOf(tableId, numbered)) : undefined
    await keepEvent(client, tableId, type, eventId, Number(numbered.now_ms), record)
  }

  /**
   * Keeps event `eventId` (already numbered under the row lock) with the public view of `record`, the table as it now
   * is, announced to every instance once the transaction commits; prunes the table's old events every 100.
   */
  async function keepEvent(client: pg.PoolClient, tableId: number, type: TableEventType, eventId: number, atMs: number, record: TableRecord | undefined): Promise<void> {
    const view = eventView && record ? eventView(record, atMs) : null
    await client.query('INSERT INTO table_events (table_id, event_id, type, at, view) VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), $5)', [
      tableId,
      eventId,
      type,
      atMs,
      JSON.stringify(view),
    ])
    const kept = keptEvents.get(client) ?? new Map<number, number>()
    kept.set(tableId, Math.max(eventId, kept.get(tableId) ?? 0))
    keptEvents.set(client, kept)
    if (eventId % 100 === 0) await pruneEvents(client, tableId, eventId)
  }

  /**
   * Keeps the table's last EVENTS_KEPT_PER_TABLE events and, before them, the newest event with a view (the bets'
   * events after it are rendered from it); place_bet prunes the same way.
   */
  async function pruneEvents(client: pg.PoolClient, tableId: number, eventId: number): Promise<void> {
    await client.query(
      `DELETE FROM table_events WHERE table_id = $1 AND event_id < least(
         (SELECT max(event_id) FROM table_events WHERE table_id = $1 AND event_id <= $2 AND view IS NOT NULL), $2)`,
      [tableId, eventId - EVENTS_KEPT_PER_TABLE + 1],
    )
  }

  async function readSeats(client: pg.PoolClient | pg.Pool, tableId: number): Promise<SeatRecord[]> {
    const result = await client.query<SeatRow>('SELECT seat_id, player_id, balance_cents FROM seats WHERE table_id = $1 ORDER BY seat_id', [tableId])
    return result.rows.map(toSeatRecord)
  }

  async function readGame(client: pg.PoolClient | pg.Pool, tableId: number, gameId: number): Promise<Game | undefined> {
    const result = await client.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE table_id = $1 AND game_id = $2`, [tableId, gameId])
    return result.rows[0] ? gameOf(result.rows[0]) : undefined
  }

  /** The table's row and seats in one statement: the table without its game and bets. */
  async function readHead(client: pg.PoolClient | pg.Pool, tableId: number): Promise<TableHead | undefined> {
    const result = await client.query<TableRow & { seats_json: SeatRow[] }>({
      name: 'read_head',
      text: `SELECT ${TABLE_COLUMNS}, ${SEATS_JSON} AS seats_json FROM tables WHERE table_id = $1`,
      values: [tableId],
    })
    const row = result.rows[0]
    return row ? headOf(tableId, row) : undefined
  }

  /** A table's head from its row with its seats (SEATS_JSON). */
  function headOf(tableId: number, row: TableRow & { seats_json: SeatRow[] }): TableHead {
    return {
      tableId,
      settings: settingsOf(row, defaultSeats),
      state: row.game_state,
      ...(row.current_game_id === null ? {} : { gameId: row.current_game_id }),
      gamesStarted: row.games_started,
      seats: row.seats_json.map(toSeatRecord),
      totals: {
        gamesPlayed: row.games_played,
        amountBetCents: toSafeInteger(row.amount_bet_cents, 'amount_bet_cents'),
        amountPaidOutCents: toSafeInteger(row.amount_paid_out_cents, 'amount_paid_out_cents'),
      },
      ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Math.round(Number(row.stage_ends_ms)) }),
      ready: row.ready_players,
      eventId: toSafeInteger(row.event_seq, 'event_seq'),
    }
  }

  async function readTable(client: pg.PoolClient | pg.Pool, tableId: number): Promise<TableRecord | undefined> {
    const head = await readHead(client, tableId)
    return head ? withGameAndBets(client, head) : undefined
  }

  /** The whole table from its head: the game in progress and its bets read. */
  async function withGameAndBets(client: pg.PoolClient | pg.Pool, { gameId, ...rest }: TableHead): Promise<TableRecord> {
    const game = gameId === undefined ? undefined : await readGame(client, rest.tableId, gameId)
    return { ...rest, ...(game ? { game } : {}), bets: game ? await readBets(client, rest.tableId, game.gameId) : [] }
  }

  async function readBets(client: pg.PoolClient | pg.Pool, tableId: number, gameId: number): Promise<Bet[]> {
    const result = await client.query<BetRow>({
      name: 'read_bets',
      text: `SELECT ${BET_COLUMNS} FROM bets WHERE table_id = $1 AND game_id = $2 ORDER BY bet_id`,
      values: [tableId, gameId],
    })
    return result.rows.map(betOf)
  }

  /**
   * The answer remembered for a live Idempotency-Key (younger than 24 h at `at`): the reference (seat, bet or
   * entry id) and the balance after; IDEMPOTENCY_KEY_REUSED when the key came with another request.
   */
  async function findAnswer(client: pg.PoolClient, kind: AnswerKind, claim: IdempotencyClaim, at: number): Promise<{ ref: number; balanceCents: number } | undefined> {
    const { table, ref } = ANSWER_TABLES[kind]
    const row = (
      await client.query<{ fingerprint: string; ref: string; balance_cents: string }>(
        `SELECT fingerprint, ${ref} AS ref, balance_cents FROM ${table} WHERE key = $1 AND created_at > $2`,
        [claim.key, new Date(at - IDEMPOTENCY_TTL_MS)],
      )
    ).rows[0]
    if (!row) return undefined
    if (row.fingerprint !== claim.fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
    return { ref: toSafeInteger(row.ref, ref), balanceCents: toSafeInteger(row.balance_cents, 'balance_cents') }
  }

  /**
   * Remembers the first answer for the key. It replaces an expired answer; a live one (a concurrent request with the
   * same key that committed first) leaves rowCount 0 and the write is retried, which then answers from that row.
   */
  async function storeAnswer(client: pg.PoolClient, kind: AnswerKind, claim: IdempotencyClaim, refValue: number, balanceCents: number, at: number): Promise<void> {
    const { table, ref } = ANSWER_TABLES[kind]
    const stored = await client.query(
      `INSERT INTO ${table} (key, fingerprint, ${ref}, balance_cents, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, ${ref} = EXCLUDED.${ref},
         balance_cents = EXCLUDED.balance_cents, created_at = EXCLUDED.created_at
       WHERE ${table}.created_at <= $6`,
      [claim.key, claim.fingerprint, String(refValue), String(balanceCents), new Date(at), new Date(at - IDEMPOTENCY_TTL_MS)],
    )
    if (stored.rowCount !== 1) throw new ConcurrentWriteError('idempotency key stored concurrently')
  }

  /**
   * The player's account row, locked for this transaction (made on first use); returns its balance. One statement:
   * the conflict's update locks the existing row and, after waiting for any other holder, returns its latest balance.
   */
  async function lockAccount(client: pg.PoolClient, playerId: string): Promise<number> {
    const row = (
      await client.query<{ balance_cents: string }>({
        name: 'lock_account',
        text: 'INSERT INTO accounts (player_id) VALUES ($1) ON CONFLICT (player_id) DO UPDATE SET player_id = EXCLUDED.player_id RETURNING balance_cents',
        values: [playerId],
      })
    ).rows[0]
    return toSafeInteger(row.balance_cents, 'balance_cents')
  }

  /** Writes account entries (each with its balance after) and sets the account to the last balance. */
  async function writeAccountEntries(client: pg.PoolClient, playerId: string, entries: readonly PlannedAccountEntry[], at: Date): Promise<AccountEntry[]> {
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
       ), balanced AS (UPDATE accounts SET balance_cents = $9 WHERE player_id = $1)
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

  /** Appends ledger entries in one statement (unnest), in the order given. */
  async function addLedgerEntries(client: pg.PoolClient, tableId: number, entries: Array<Omit<LedgerEntry, 'entryId'>>): Promise<void> {
    if (entries.length === 0) return
    await client.query(
      `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at)
       SELECT $1, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at
       FROM unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::int[], $8::bigint[], $9::timestamptz[])
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

  /** The table row, locked for this transaction; NOT_SEATED when nobody ever used the table. */
  async function lockExistingTable(client: pg.PoolClient, tableId: number): Promise<TableRow & { now_ms: number }> {
    const row = await lockRow(client, tableId)
    if (!row) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
    return row as TableRow & { now_ms: number }
  }

  /** The clock's view of a locked row: settings, state, seats, deadline and ready players. */
  async function clockedOf(client: pg.PoolClient, tableId: number, row: TableRow) {
    return {
      settings: settingsOf(row, defaultSeats),
      state: row.game_state,
      seats: await readSeats(client, tableId),
      ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }),
      ready: row.ready_players,
      ...(row.current_game_id === null ? {} : { game: { gameId: row.current_game_id } }),
    }
  }

  /**
   * Moves the locked table into `state` at the database's `nowMs` (its deadline by the clock, nobody ready) and
   * numbers the change: its event number, the clock when numbered (the event's time) and the new deadline.
   */
  async function enter(
    client: pg.PoolClient,
    tableId: number,
    row: TableRow,
    state: GameState,
    nowMs: number,
    gameId: number | null,
    gamesStarted?: number,
  ): Promise<{ eventId: number; atMs: number; stageEndsAt?: number }> {
    const endsAt = stageEndsAtOf(settingsOf(row, defaultSeats), state, nowMs)
    const numbered = await client.query<{ event_seq: string; now_ms: number }>(
      `UPDATE tables SET game_state = $2, current_game_id = $3, games_started = COALESCE($4, games_started),
         stage_ends_at = CASE WHEN $5::float8 IS NULL THEN NULL ELSE to_timestamp($5::float8 / 1000.0) END, ready_players = '{}',
         event_seq = event_seq + 1
       WHERE table_id = $1 RETURNING event_seq, ${NOW_MS} AS now_ms`,
      [tableId, state, gameId, gamesStarted ?? null, endsAt ?? null],
    )
    return {
      eventId: toSafeInteger(numbered.rows[0].event_seq, 'event_seq'),
      atMs: Number(numbered.rows[0].now_ms),
      ...(endsAt === undefined ? {} : { stageEndsAt: Math.round(endsAt) }),
    }
  }

  /** Sets a seat's balance (the caller computed it under the table lock) and returns it. */
  async function setBalance(client: pg.PoolClient, tableId: number, seatId: number, balanceCents: number): Promise<void> {
    const updated = await client.query('UPDATE seats SET balance_cents = $3, updated_at = now() WHERE table_id = $1 AND seat_id = $2', [tableId, seatId, String(balanceCents)])
    if (updated.rowCount !== 1) throw new ConcurrentWriteError('seat changed')
  }

  /**
   * Settles every open bet of the game (core settleBets) in set-based statements, whatever the number of bets: bet
   * results, paid seats, payout entries and the table's totals. `bets` and `seats` are the game's bets and the
   * table's seats as read under the table's lock (every writer of either takes it first); returns them as settled.
   */
  async function settle(client: pg.PoolClient, tableId: number, game: Game, bets: Bet[], seats: SeatRecord[]): Promise<{ bets: Bet[]; seats: SeatRecord[]; paidCents: number }> {
    const results = new Map(settleBets(game, bets).map((r) => [r.betId, r]))
    const balances = new Map(seats.map((seat) => [seat.seatId, seat.balanceCents]))
    const at = new Date(now()).toISOString()
    const entries: Array<Omit<LedgerEntry, 'entryId'>> = []
    let paidCents = 0
    const settled = bets.map((bet): Bet => {
      const result = results.get(bet.betId)
      if (!result) return bet
      if (result.payoutCents > 0) {
        const balanceAfterCents = balances.get(bet.seatId)! + result.payoutCents
        balances.set(bet.seatId, balanceAfterCents)
        paidCents += result.payoutCents
        entries.push({ seatId: bet.seatId, playerId: bet.playerId, kind: 'PAYOUT', amountCents: result.payoutCents, balanceAfterCents, gameId: game.gameId, betId: bet.betId, at })
      }
      return { ...bet, status: result.status, payoutCents: result.payoutCents }
    })
    const paidSeats = [...new Set(entries.map((e) => e.seatId))]
    // One statement: bet results, paid seats, payout entries, totals.
    await client.query(
      `WITH results AS (
         UPDATE bets SET status = r.status, payout_cents = r.payout FROM unnest($2::bigint[], $3::text[], $4::bigint[]) AS r(id, status, payout)
         WHERE bets.table_id = $1 AND bets.game_id = $8 AND bets.bet_id = r.id
       ), paid AS (
         UPDATE seats SET balance_cents = r.balance, updated_at = now() FROM unnest($5::int[], $6::bigint[]) AS r(seat, balance)
         WHERE seats.table_id = $1 AND seats.seat_id = r.seat
       ), entries AS (
         INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at)
         SELECT $1, e.seat_id, e.player_id, 'PAYOUT', e.amount_cents, e.balance_after_cents, $8, e.bet_id, $9
         FROM unnest($10::int[], $11::text[], $12::bigint[], $13::bigint[], $14::bigint[]) WITH ORDINALITY
           AS e(seat_id, player_id, amount_cents, balance_after_cents, bet_id, n)
         ORDER BY n
       )
       UPDATE tables SET games_played = games_played + 1, amount_paid_out_cents = amount_paid_out_cents + $7 WHERE table_id = $1`,
      [
        tableId,
        [...results.keys()].map(String),
        [...results.values()].map((r) => r.status),
        [...results.values()].map((r) => String(r.payoutCents)),
        paidSeats,
        paidSeats.map((seat) => String(balances.get(seat))),
        String(paidCents),
        game.gameId,
        at,
        entries.map((e) => e.seatId),
        entries.map((e) => e.playerId),
        entries.map((e) => String(e.amountCents)),
        entries.map((e) => String(e.balanceAfterCents)),
        entries.map((e) => String(e.betId)),
      ],
    )
    return { bets: settled, seats: seats.map((seat) => ({ ...seat, balanceCents: balances.get(seat.seatId)! })), paidCents }
  }

  /** The latest game read for each table (a game never changes once started): a bet's read skips it while it is current. */
  const gameCache = new Map<number, Game>()

  /**
   * What a bet is planned from, read in one statement without a lock (one snapshot): the table's row with the
   * database's clock, its game (unless the cached one is current), its seats, and the live answer to the bet's
   * Idempotency-Key, if any. NOT_SEATED when nobody ever used the table.
   */
  async function readForBet(tableId: number, claim: IdempotencyClaim | undefined, at: number): Promise<{ row: TableRow & { now_ms: number }; game?: Game; seats: SeatRecord[]; answer?: StoredAnswer }> {
    const cached = gameCache.get(tableId)
    const result = await pool.query<TableRow & { now_ms: number; game_json: GameJson | null; seats_json: SeatRow[]; answer_json: StoredAnswer | null }>({
      // Prepared once per connection: planned once, not on every bet.
      name: 'read_for_bet',
      text: `SELECT ${TABLE_COLUMNS}, ${NOW_MS} AS now_ms,
         CASE WHEN t.current_game_id IS DISTINCT FROM $2::int THEN ${gameJsonSql('t.current_game_id')} END AS game_json,
         ${SEATS_JSON} AS seats_json,
         (SELECT json_build_object('fingerprint', k.fingerprint, 'ref', k.bet_id::text, 'balance_cents', k.balance_cents::text)
            FROM bet_idempotency_keys k WHERE k.key = $3 AND k.created_at > $4) AS answer_json
       FROM tables t WHERE t.table_id = $1`,
      values: [tableId, cached?.gameId ?? null, claim?.key ?? null, new Date(at - IDEMPOTENCY_TTL_MS)],
    })
    const row = result.rows[0]
    if (!row) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
    let game: Game | undefined
    if (row.game_json) {
      game = gameOf({ ...row.game_json, started_at: new Date(Math.round(row.game_json.started_ms)) })
      keepNewest(gameCache, tableId, game)
    } else if (row.current_game_id !== null) {
      game = cached
    }
    return { row, ...(game ? { game } : {}), seats: row.seats_json.map(toSeatRecord), ...(row.answer_json ? { answer: row.answer_json } : {}) }
  }

  /** The first answer to a bet's Idempotency-Key: the bet as it now is and the balance answered then. */
  async function answerFor(answer: StoredAnswer, claim: IdempotencyClaim): Promise<{ bet: Bet; balanceCents: number }> {
    if (answer.fingerprint !== claim.fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
    const bet = (await pool.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE bet_id = $1`, [answer.ref])).rows.map(betOf)[0]
    return { bet, balanceCents: toSafeInteger(answer.balance_cents, 'balance_cents') }
  }

  function busy(): DomainError {
    return new DomainError('STORE_UNAVAILABLE', `${PG_NAME} is busy: the table changed under ${maxAttempts} attempts in a row; retry later.`)
  }

  /**
   * What this instance last saw of each table a bet was placed at (its row and seats, the balance of a seat as its
   * last bet here left it): the next bet is planned from it without a read. Only ever a proposal: place_bet checks
   * it under the table's lock, and anything it would refuse is decided again from a fresh read.
   */
  const betViews = new Map<number, { row: TableRow; seats: SeatRecord[] }>()

  function rememberBalance(tableId: number, seatId: number, playerId: string, balanceCents: number): void {
    const view = betViews.get(tableId)
    if (view) view.seats = view.seats.map((seat) => (seat.seatId === seatId && seat.playerId === playerId ? { ...seat, balanceCents } : seat))
  }

  /**
   * The bets waiting to be placed while BET_STATEMENTS_IN_FLIGHT statements placing bets are in flight from this
   * instance, or while a statement with a bet of their table is (its row lock would hold them anyway). Bets sent
   * together share one statement and one commit (migration 010): at one table the row lock took bets one by one,
   * each until its commit was on disk, and every bet cost a statement and a commit. A bet that finds a statement
   * free and its table idle goes at once, alone.
   */
  const betQueue: QueuedBet[] = []
  const tablesInFlight = new Set<number>()
  let betStatementsInFlight = 0

  function placeQueued(tableId: number, bet: QueuedBet['bet']): Promise<PlaceBetRow> {
    return new Promise((resolve, reject) => {
      betQueue.push({ tableId, bet, resolve, reject })
      sendQueued()
    })
  }

  /** Sends the waiting bets of idle tables, up to BETS_PER_STATEMENT a statement, while statements are free. */
  function sendQueued(): void {
    while (betStatementsInFlight < BET_STATEMENTS_IN_FLIGHT) {
      const batch: QueuedBet[] = []
      const waiting: QueuedBet[] = []
      for (const queued of betQueue) {
        if (batch.length < BETS_PER_STATEMENT && !tablesInFlight.has(queued.tableId)) batch.push(queued)
        else waiting.push(queued)
      }
      if (batch.length === 0) return
      betQueue.splice(0, betQueue.length, ...waiting)
      void sendBets(batch)
    }
  }

  async function sendBets(bets: QueuedBet[]): Promise<void> {
    // In the order of their tables: two statements (of two instances) lock the tables they share in the same order.
    const batch = bets.sort((x, y) => x.tableId - y.tableId)
    const tables = new Set(batch.map((b) => b.tableId))
    betStatementsInFlight++
    for (const tableId of tables) tablesInFlight.add(tableId)
    try {
      // A lone bet skips place_bets' loop and subtransaction: place_bet raises what place_bets would answer.
      const lone = batch.length === 1
      const values = batch.map((q) => [q.tableId, ...placeBetValues(q.bet)])
      const { rows } = await pool.query<PlaceBetRow>({
        name: lone ? 'place_bet' : 'place_bets',
        text: `SELECT * FROM ${lone ? 'place_bet' : 'place_bets'}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        values: [...(lone ? values[0] : values[0].map((_, column) => values.map((bet) => bet[column]))), EVENTS_KEPT_PER_TABLE],
      })
      batch.forEach((b, i) => b.resolve(rows[i]))
    } catch (err) {
      const outcome = batch.length === 1 ? LONE_BET_OUTCOMES[sqlState(err) ?? ''] : undefined
      for (const b of batch) {
        if (outcome) b.resolve({ r_outcome: outcome, r_bet_id: null, r_balance_cents: null, r_event_id: null, r_amount_bet_cents: null, r_at_ms: null })
        else b.reject(err)
      }
    } finally {
      betStatementsInFlight--
      for (const tableId of tables) tablesInFlight.delete(tableId)
      sendQueued()
    }
  }

  /** Core planBet on a table as read (its row, game and seats) at `nowMs`. */
  function planFrom(row: TableRow, game: Game | undefined, seats: SeatRecord[], request: BetRequest, nowMs: number): PlannedBet {
    const stageEndsAt = row.stage_ends_ms === null ? undefined : Number(row.stage_ends_ms)
    return planBet({ state: row.game_state, game, seats, settings: settingsOf(row, defaultSeats), ...(stageEndsAt === undefined ? {} : { stageEndsAt }) }, request, nowMs)
  }

  /** The bet planned from what this instance last saw of the table, when that plan is a bet (never a refusal). */
  function planFromView(tableId: number, request: BetRequest, at: number): { state: GameState; planned: PlannedBet } | undefined {
    const view = betViews.get(tableId)
    const game = gameCache.get(tableId)
    if (!view || !game || view.row.current_game_id !== game.gameId) return undefined
    try {
      return { state: view.row.game_state, planned: planFrom(view.row, game, view.seats, request, at) }
    } catch (err) {
      if (isDomainError(err)) return undefined
      throw err
    }
  }

  /** The view of the last event each table's readers were given (events never change): the next bet folds onto it. */
  const lastViews = new Map<number, { eventId: number; view: unknown }>()

  /**
   * The events of `rows` (consecutive, from one table) with their views: a bet's event keeps only what the bet
   * changed, so its view is eventViewAfterBet of the view before it (remembered, else rendered from the newest
   * event with a view before it, which pruning always keeps).
   */
  async function renderEvents(pool: pg.Pool, tableId: number, rows: EventRow[]): Promise<TableEvent[]> {
    if (rows.length === 0) return []
    let before: unknown = null
    const first = toSafeInteger(rows[0].event_id, 'event_id')
    if (foldBet && rows[0].view === null) {
      const remembered = lastViews.get(tableId)
      if (remembered?.eventId === first - 1) {
        before = remembered.view
      } else {
        const earlier = await pool.query<EventRow>(
          `${EVENT_SELECT} WHERE e.table_id = $1 AND e.event_id < $2
             AND e.event_id >= (SELECT max(event_id) FROM table_events WHERE table_id = $1 AND event_id < $2 AND view IS NOT NULL)
           ORDER BY e.event_id`,
          [tableId, first],
        )
        for (const row of earlier.rows) before = viewOf(row, before)
      }
    }
    const events = rows.map((row): TableEvent => {
      before = viewOf(row, before)
      return { tableId, eventId: toSafeInteger(row.event_id, 'event_id'), type: row.type, at: row.at.toISOString(), view: before }
    })
    if (foldBet) {
      lastViews.delete(tableId)
      lastViews.set(tableId, { eventId: events.at(-1)!.eventId, view: before })
      if (lastViews.size > LAST_VIEWS_MAX) lastViews.delete(lastViews.keys().next().value!)
    }
    return events
  }

  /** An event's view: as kept, or a bet's change folded onto the view before it. */
  function viewOf(row: EventRow, before: unknown): unknown {
    if (row.view !== null || !foldBet) return row.view
    const bet = betOf({ ...row, status: 'OPEN', payout_cents: null, bet_id: row.bet_id! } as BetRow)
    return foldBet(before, {
      bet,
      seatId: row.seat_id!,
      seatBalanceCents: toSafeInteger(row.seat_balance_cents!, 'seat_balance_cents'),
      amountBetCents: toSafeInteger(row.amount_bet_cents!, 'amount_bet_cents'),
      eventId: toSafeInteger(row.event_id, 'event_id'),
      atMs: row.at.getTime(),
    } satisfies BetChange)
  }

  // Events are announced right after their change commits, never by a NOTIFY inside it: PostgreSQL serializes the
  // commits of every notifying transaction, WAL flush included. The changes that complete in one turn of the event
  // loop go in one statement, each table's newest event once; a notifying statement that writes nothing holds that
  // lock only for an instant.
  let batch: { events: Map<number, number>; sent: Promise<void> } | undefined
  const announcing = new Set<Promise<void>>()

  /** Announces a committed change's event to every instance; resolves once the notification is sent (or failed). */
  function announce(tableId: number, eventId: number): Promise<void> {
    if (!batch) {
      const events = new Map<number, number>()
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        batch = undefined
        const payloads = [...events].map(([id, last]) => `${id}:${last}`)
        try {
          await pool.query({ name: 'announce', text: `SELECT pg_notify('${EVENTS_CHANNEL}', p) FROM unnest($1::text[]) AS p`, values: [payloads] })
        } catch (err) {
          // The changes are committed with their events: watchers elsewhere get them with their tables' next change.
          logger?.warn({ reason: describeFailure(err) ?? (err as Error).message, tables: payloads.length }, 'Table events could not be announced; watchers get them with the next change of their tables.')
        }
      })
      batch = { events, sent }
      announcing.add(sent)
      void sent.then(() => announcing.delete(sent))
    }
    batch.events.set(tableId, Math.max(eventId, batch.events.get(tableId) ?? 0))
    return batch.sent
  }

  // One connection per instance LISTENs for every table's events; it reconnects after a failure and then tells the
  // listeners (tableId 0) that notifications may have been missed, so they re-read what they watch.
  const eventListeners = new Set<(tableId: number, eventId: number) => void>()
  let listener: pg.Client | undefined
  let listenRetry: NodeJS.Timeout | undefined
  async function listen(): Promise<void> {
    if (listener || closing) return
    const client = new pg.Client(connection)
    listener = client
    const lost = (err?: Error) => {
      if (listener !== client) return
      listener = undefined
      if (err) logger?.warn({ reason: describeFailure(err) ?? err.message }, 'PostgreSQL event listener lost; reconnecting.')
      client.end().catch(() => {})
      if (!closing) listenRetry = setTimeout(() => void listen().then(() => eventListeners.forEach((l) => l(0, 0))), 500)
    }
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (message) => {
      const [tableId, eventId] = (message.payload ?? '').split(':').map(Number)
      if (tableId > 0 && eventId > 0) for (const l of eventListeners) l(tableId, eventId)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${EVENTS_CHANNEL}`)
    } catch (err) {
      lost(err as Error)
    }
  }

  function notDue(): DomainError {
    return new DomainError('NOT_DUE', 'The clock owes this table no step now.')
  }

  function stateChanged(current: GameState, expected: GameState): DomainError {
    return new DomainError('STATE_CHANGED', `The table is in ${current}, not ${expected}: it has moved on; reload the state and advance from ${current}.`)
  }

  /** Runs `fn` in a transaction, retried on serialization failures and key races; failures become STORE_UNAVAILABLE. */
  async function write<T>(doing: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    assertOpen()
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(fn)
      } catch (err) {
        if (isRetryable(err)) {
          if (attempt < maxAttempts) {
            await sleep(Math.random() * 5 * 2 ** attempt)
            continue
          }
          throw new DomainError('STORE_UNAVAILABLE', `${PG_NAME} is busy: the table changed under ${maxAttempts} attempts in a row; retry later.`)
        }
        throw toStoreError(err, doing)
      }
    }
  }

  async function read<T>(doing: string, fn: (pool: pg.Pool) => Promise<T>): Promise<T> {
    assertOpen()
    try {
      return await fn(pool)
    } catch (err) {
      throw toStoreError(err, doing)
    }
  }

  async function purgeExpiredIdempotencyKeys(limit: number = CLEANUP_BATCH): Promise<number> {
    assertOpen()
    try {
      const result = await pool.query(
        `DELETE FROM idempotency_keys WHERE key IN (
           SELECT key FROM idempotency_keys WHERE created_at <= $1 ORDER BY created_at LIMIT $2
         )`,
        [new Date(now() - IDEMPOTENCY_TTL_MS), limit],
      )
      return result.rowCount ?? 0
    } catch (err) {
      throw toStoreError(err, 'deleting expired idempotency keys')
    }
  }

  /** At most once per cleanupIntervalMs, sweeps expired keys in the background (never fails a sit). */
  function scheduleCleanup(): void {
    const at = now()
    if (at - lastCleanupAt < cleanupIntervalMs || closing) return
    lastCleanupAt = at
    cleanup = purgeExpiredIdempotencyKeys().catch((err: unknown) => {
      logger?.warn({ reason: err instanceof Error ? err.message : String(err) }, 'Could not delete expired idempotency keys.')
    })
  }

  // Listening from the start: every event committed after the store is returned is heard.
  await listen()

  return {
    async sit(command: SitCommand): Promise<SitResult> {
      assertOpen()
      assertStorableText(command.playerId, 'playerId')
      if (command.idempotency) assertStorableText(command.idempotency.key, 'Idempotency-Key')
      const result = await write('seating a player', (client) => sitOnce(client, command))
      scheduleCleanup()
      return result
    },

    getSeats: (tableId) => read('reading seats', (pool) => readSeats(pool, tableId)),

    createTable: (settings) =>
      write('creating a table', async (client) => {
        // The next id above every table in use; a concurrent creation makes the key race, and the write is retried.
        const result = await client.query<{ table_id: number }>(
          `INSERT INTO tables (table_id, ${SETTINGS_COLUMNS})
           SELECT COALESCE(MAX(table_id), 0) + 1, ${SETTINGS_PLACEHOLDERS.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 1}`)} FROM tables
           RETURNING table_id`,
          settingsParams(settings),
        )
        const tableId = result.rows[0].table_id
        if (tableId > MAX_TABLE_ID) throw new DomainError('STORE_LIMIT_REACHED', 'Every table id is in use.')
        await emit(client, tableId, 'table')
        return tableId
      }),

    getTable: (tableId) => read('reading a table', (pool) => readTable(pool, tableId)),

    getTableHead: (tableId) => read('reading a table', (pool) => readHead(pool, tableId)),

    startGame: (tableId, game, defaults, _owner, options = {}) =>
      write('starting a game', async (client) => {
        const { row } = await lockTable(client, tableId, defaults)
        if (row.game_state !== 'STATUS_SETUP' || row.games_started !== game.nonce - 1) throw stateChanged(row.game_state, 'STATUS_SETUP')
        const nowMs = Number(row.now_ms)
        if (options.due && dueStep(await clockedOf(client, tableId, row), nowMs) !== 'STATUS_SETUP') throw notDue()
        await client.query(
          `INSERT INTO games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board, pricing, started_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [tableId, game.gameId, game.nonce, game.serverSeed, game.serverSeedHash, game.clientSeed, JSON.stringify(game.hands), JSON.stringify(game.board), JSON.stringify(game.pricing), game.startedAt],
        )
        const { eventId, atMs } = await enter(client, tableId, row, 'STATUS_HOLE', nowMs, game.gameId, game.nonce)
        const record = (await readTable(client, tableId))!
        await keepEvent(client, tableId, 'stage', eventId, atMs, record)
        return record
      }),

    advanceGame: (tableId, from, options = {}) =>
      write('advancing a game', async (client) => {
        // The row lock orders this step after, or before, every bet and every other advance of the table: of any
        // number of concurrent advances from the same state one moves the table, and settlement runs once.
        const row = await lockRow(client, tableId)
        if (!row || row.game_state !== from) throw stateChanged(row?.game_state ?? 'STATUS_SETUP', from)
        const nowMs = Number(row.now_ms)
        const settings = settingsOf(row, defaultSeats)
        // Game and seats in one read, the game's bets as rows (cheaper than JSON for a thousand); under the lock.
        const read = await client.query<{ game_json: GameJson | null; seats_json: SeatRow[] }>(`SELECT ${gameJsonSql('$2')} AS game_json, ${SEATS_JSON} AS seats_json`, [
          tableId,
          row.current_game_id,
        ])
        const { game_json: gameJson, seats_json: seatsJson } = read.rows[0]
        const game = gameJson ? gameOf({ ...gameJson, started_at: new Date(Math.round(gameJson.started_ms)) }) : undefined
        let seats = seatsJson.map(toSeatRecord)
        let bets = game ? await readBets(client, tableId, game.gameId) : []
        if (options.due) {
          const clocked = { settings, state: row.game_state, seats, ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }), ready: row.ready_players }
          if (dueStep(clocked, nowMs) !== from) throw notDue()
        }
        const next = nextStateOf(from, settings)
        let { gamesPlayed, amountPaidOutCents } = { gamesPlayed: row.games_played, amountPaidOutCents: toSafeInteger(row.amount_paid_out_cents, 'amount_paid_out_cents') }
        if (next === 'STATUS_RIVER') {
          const settled = await settle(client, tableId, game!, bets, seats)
          ;({ bets, seats } = settled)
          gamesPlayed += 1
          amountPaidOutCents += settled.paidCents
        }
        const { eventId, atMs, stageEndsAt } = await enter(client, tableId, row, next, nowMs, next === 'STATUS_SETUP' ? null : row.current_game_id)
        // The table as it now is, from what this transaction read and wrote.
        const record: TableRecord = {
          tableId,
          settings,
          state: next,
          ...(game && next !== 'STATUS_SETUP' ? { game } : {}),
          gamesStarted: row.games_started,
          seats,
          bets: next === 'STATUS_SETUP' ? [] : bets,
          totals: { gamesPlayed, amountBetCents: toSafeInteger(row.amount_bet_cents, 'amount_bet_cents'), amountPaidOutCents },
          ...(stageEndsAt === undefined ? {} : { stageEndsAt }),
          ready: [],
          eventId,
        }
        await keepEvent(client, tableId, 'stage', eventId, atMs, record)
        return record
      }),

    markReady: (tableId, request) =>
      write('marking a player ready', async (client) => {
        const row = await lockExistingTable(client, tableId)
        if (planReady(await clockedOf(client, tableId, row), request, Number(row.now_ms))) {
          await client.query('UPDATE tables SET ready_players = array_append(ready_players, $2) WHERE table_id = $1', [tableId, request.playerId])
          await emit(client, tableId, 'ready')
        }
        return (await readTable(client, tableId))!
      }),

    dueTables: (limit) =>
      read('finding tables the clock owes a step', async (pool) => {
        const result = await pool.query<{ table_id: number; game_state: GameState }>(
          `SELECT t.table_id, t.game_state FROM tables t
           WHERE t.mode = 'AUTO' AND (
             (t.game_state = 'STATUS_SETUP' AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.table_id))
             OR (t.stage_ends_at IS NOT NULL AND t.stage_ends_at <= clock_timestamp())
             OR (t.game_state IN ('STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN') AND cardinality(t.ready_players) > 0
                 AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.table_id AND NOT (s.player_id = ANY (t.ready_players)))))
           LIMIT $1`,
          [limit],
        )
        return result.rows.map((r) => ({ tableId: r.table_id, from: r.game_state }))
      }),

    readEvents: (tableId, afterEventId, limit) =>
      read('reading events', async (pool) => {
        const [rows, bounds] = await Promise.all([
          pool.query<EventRow>(`${EVENT_SELECT} WHERE e.table_id = $1 AND e.event_id > $2 ORDER BY e.event_id LIMIT $3`, [tableId, afterEventId, limit]),
          pool.query<{ event_seq: string; oldest: string | null }>(
            'SELECT event_seq, (SELECT MIN(event_id) FROM table_events WHERE table_id = $1) AS oldest FROM tables WHERE table_id = $1',
            [tableId],
          ),
        ])
        const lastEventId = bounds.rows[0] ? toSafeInteger(bounds.rows[0].event_seq, 'event_seq') : 0
        return {
          events: await renderEvents(pool, tableId, rows.rows),
          lastEventId,
          oldestKept: bounds.rows[0]?.oldest == null ? lastEventId + 1 : toSafeInteger(bounds.rows[0].oldest, 'event_id'),
        }
      }),

    onEvent(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    saveTicket: (hash, ticket) =>
      write('keeping an event ticket', async (client) => {
        await client.query('DELETE FROM event_tickets WHERE expires_at < clock_timestamp() - interval \'1 minute\'')
        await client.query('INSERT INTO event_tickets (hash, table_id, caller, expires_at) VALUES ($1, $2, $3, to_timestamp($4 / 1000.0))', [
          hash,
          ticket.tableId,
          JSON.stringify(ticket.caller),
          ticket.expiresAt,
        ])
      }),

    takeTicket: (hash) =>
      write('taking an event ticket', async (client) => {
        const taken = await client.query<{ table_id: number; caller: StoredTicket['caller']; expires_ms: number; live: boolean }>(
          `DELETE FROM event_tickets WHERE hash = $1
           RETURNING table_id, caller, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms, expires_at > clock_timestamp() AS live`,
          [hash],
        )
        const row = taken.rows[0]
        return row?.live ? { tableId: row.table_id, caller: row.caller, expiresAt: Math.round(Number(row.expires_ms)) } : undefined
      }),

    clock: () => read('reading the clock', async (pool) => Number((await pool.query<{ now_ms: number }>(`SELECT ${NOW_MS} AS now_ms`)).rows[0].now_ms)),

    // A bet in one round trip when this instance has seen the table (planned from what it saw: planFromView), else
    // two: a read without a lock (readForBet) and the plan (core planBet). Either way place_bet (in place_bets with the
    // bets queued meanwhile: placeQueued) checks under the table's row lock that the plan still holds (the stage
    // and game, the deadline on the database's clock, the seat's player and balance, a live Idempotency-Key) and writes
    // the bet, the seat, the ledger entry, the totals and the event. When the table or seat moved on, nothing of the
    // bet is written and it is read and planned again (so a bet after the stage closed is refused by planBet, as
    // before); a refusal is only ever decided from a fresh read.
    async placeBet(tableId, request) {
      assertOpen()
      const claim = request.idempotency
      let fromView = true
      for (let attempt = 1; ; attempt++) {
        const at = now()
        const remembered = fromView ? planFromView(tableId, request, at) : undefined
        fromView = false
        try {
          let state: GameState
          let planned: PlannedBet
          if (remembered) {
            ;({ state, planned } = remembered)
          } else {
            const snapshot = await readForBet(tableId, claim, at)
            if (snapshot.answer) return await answerFor(snapshot.answer, claim!)
            const { row, game, seats } = snapshot
            keepNewest(betViews, tableId, { row, seats })
            state = row.game_state
            planned = planFrom(row, game, seats, request, Number(row.now_ms))
          }
          const placed = await placeQueued(tableId, { state, planned, claim, at })
          if (placed.r_outcome === 'placed') {
            const balanceCents = toSafeInteger(placed.r_balance_cents!, 'balance_cents')
            rememberBalance(tableId, planned.seatId, planned.playerId, balanceCents)
            // Answered once every instance has been told: a caller's next change is heard after this bet.
            await announce(tableId, toSafeInteger(placed.r_event_id!, 'event_id'))
            const bet: Bet = {
              betId: toSafeInteger(placed.r_bet_id!, 'bet_id'),
              gameId: planned.gameId,
              bettingStage: planned.bettingStage,
              handIndex: planned.handIndex,
              playerId: planned.playerId,
              seatId: planned.seatId,
              stakeCents: planned.stakeCents,
              recordedOddsTenths: planned.recordedOddsTenths,
              status: 'OPEN',
              placedAt: new Date(Number(placed.r_at_ms)).toISOString(),
            }
            return { bet, balanceCents }
          }
          // 'stale': the table, the seat or the deadline moved on since the read; 'retry': the Idempotency-Key was
          // stored meanwhile. Nothing of the bet was kept: read and plan again (at once when the plan was from a view).
          betViews.delete(tableId)
          if (remembered) {
            attempt--
            continue
          }
          if (attempt >= maxAttempts) throw busy()
          if (placed.r_outcome === 'retry') await sleep(Math.random() * 5 * 2 ** attempt)
        } catch (err) {
          if (isDomainError(err)) throw err
          if (!isRetryable(err)) throw toStoreError(err, 'placing a bet')
          if (attempt >= maxAttempts) throw busy()
          await sleep(Math.random() * 5 * 2 ** attempt)
        }
      }
    },

    cancelBet: (tableId, betId, caller, playerId) =>
      write('cancelling a bet', async (client) => {
        const row = await lockExistingTable(client, tableId)
        const bet = (await client.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE table_id = $1 AND bet_id = $2`, [tableId, betId])).rows.map(betOf)[0]
        if (!bet) throw new DomainError('BET_NOT_FOUND', `Table ${tableId} has no bet ${betId}.`)
        const game = row.current_game_id === null ? undefined : await readGame(client, tableId, row.current_game_id)
        const refund = planCancel(
          { state: row.game_state, game, ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }) },
          bet,
          caller,
          playerId,
          Number(row.now_ms),
        )
        const seat = (await readSeats(client, tableId)).find((s) => s.seatId === bet.seatId)!
        const balanceCents = seat.balanceCents + refund
        await client.query("UPDATE bets SET status = 'CANCELLED' WHERE bet_id = $1", [String(betId)])
        await setBalance(client, tableId, seat.seatId, balanceCents)
        await addLedgerEntries(client, tableId, [
          { seatId: seat.seatId, playerId: seat.playerId, kind: 'BET_CANCEL', amountCents: refund, balanceAfterCents: balanceCents, gameId: bet.gameId, betId, at: new Date(now()).toISOString() },
        ])
        await client.query('UPDATE tables SET amount_bet_cents = amount_bet_cents - $2 WHERE table_id = $1', [tableId, String(refund)])
        await emit(client, tableId, 'bet')
        return { bet: { ...bet, status: 'CANCELLED' as const }, balanceCents }
      }),

    leaveTable: (tableId, playerId) =>
      write('leaving a table', async (client) => {
        await lockExistingTable(client, tableId)
        const seat = (await readSeats(client, tableId)).find((s) => s.playerId === playerId)
        if (!seat) throw new DomainError('NOT_SEATED', `Player ${JSON.stringify(playerId.slice(0, 128))} is not seated at this table.`)
        const open = await client.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE table_id = $1 AND player_id = $2 AND status = 'OPEN'`, [tableId, playerId])
        assertNoOpenBets(open.rows.map(betOf), playerId)
        const at = new Date(now())
        await addLedgerEntries(client, tableId, [
          { seatId: seat.seatId, playerId, kind: 'CASH_OUT', amountCents: -seat.balanceCents, balanceAfterCents: 0, at: at.toISOString() },
        ])
        const balance = await lockAccount(client, playerId)
        await writeAccountEntries(client, playerId, [planCashOut(balance, seat.balanceCents, tableId, seat.seatId)], at)
        await client.query('DELETE FROM seats WHERE table_id = $1 AND seat_id = $2', [tableId, seat.seatId])
        await client.query('UPDATE tables SET ready_players = array_remove(ready_players, $2) WHERE table_id = $1', [tableId, playerId])
        await emit(client, tableId, 'seats')
        return { seatId: seat.seatId, cashedOutCents: seat.balanceCents }
      }),

    getBets: (tableId, gameId) => read('reading bets', (pool) => readBets(pool, tableId, gameId)),

    getLedger: (tableId, playerId, page) =>
      read('reading the ledger', async (pool) => {
        const { where, order, limit } = pageClause(page, 3)
        const result = await pool.query<LedgerRow>(
          `SELECT entry_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at FROM ledger_entries
           WHERE table_id = $1 AND ($2::text IS NULL OR player_id = $2)${where} ORDER BY entry_id ${order}${limit}`,
          [tableId, playerId ?? null, ...pageParams(page)],
        )
        return result.rows.map(ledgerEntryOf)
      }),

    getAccount: (playerId) =>
      read('reading an account', async (pool) => {
        const [account, seats] = await Promise.all([
          pool.query<{ balance_cents: string }>('SELECT balance_cents FROM accounts WHERE player_id = $1', [playerId]),
          pool.query<{ table_id: number; seat_id: number; balance_cents: string }>(
            'SELECT table_id, seat_id, balance_cents FROM seats WHERE player_id = $1 ORDER BY table_id',
            [playerId],
          ),
        ])
        return {
          balanceCents: account.rows[0] ? toSafeInteger(account.rows[0].balance_cents, 'balance_cents') : 0,
          seats: seats.rows.map((r) => ({ tableId: r.table_id, seatId: r.seat_id, balanceCents: toSafeInteger(r.balance_cents, 'balance_cents') })),
        }
      }),

    getAccountLedger: (playerId, page) =>
      read('reading an account ledger', async (pool) => {
        const { where, order, limit } = pageClause(page, 2)
        const result = await pool.query<AccountEntryRow>(
          `SELECT ${ACCOUNT_ENTRY_COLUMNS} FROM account_entries WHERE player_id = $1${where} ORDER BY entry_id ${order}${limit}`,
          [playerId, ...pageParams(page)],
        )
        return result.rows.map(accountEntryOf)
      }),

    transfer: (playerId, amountCents, by, claim) =>
      write('moving money into or out of an account', async (client) => {
        assertStorableText(playerId, 'playerId')
        const at = now()
        const previous = await findAnswer(client, 'transfer', claim, at)
        if (previous) {
          const entry = (await client.query<AccountEntryRow>(`SELECT ${ACCOUNT_ENTRY_COLUMNS} FROM account_entries WHERE entry_id = $1`, [String(previous.ref)])).rows.map(accountEntryOf)[0]
          return { entry, balanceCents: previous.balanceCents }
        }
        const balance = await lockAccount(client, playerId)
        const [entry] = await writeAccountEntries(client, playerId, [planTransfer(balance, amountCents, by)], new Date(at))
        await storeAnswer(client, 'transfer', claim, entry.entryId, entry.balanceAfterCents, at)
        return { entry, balanceCents: entry.balanceAfterCents }
      }),

    houseTotals: () =>
      read('adding up the house', async (pool) => {
        const [kinds, held, tables] = await Promise.all([
          pool.query<{ kind: string; total: string }>('SELECT kind, COALESCE(SUM(amount_cents), 0) AS total FROM account_entries GROUP BY kind'),
          pool.query<{ accounts: string; seats: string }>(
            'SELECT (SELECT COALESCE(SUM(balance_cents), 0) FROM accounts) AS accounts, (SELECT COALESCE(SUM(balance_cents), 0) FROM seats) AS seats',
          ),
          pool.query<{ table_id: number; target_rtp_bp: number; games_played: number; bet: string; cancelled: string; paid: string; open_stakes: string; open_exposure: string; seats: string }>(
            `SELECT t.table_id, t.target_rtp_bp, t.games_played,
               COALESCE((SELECT -SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'BET'), 0) AS bet,
               COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'BET_CANCEL'), 0) AS cancelled,
               COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'PAYOUT'), 0) AS paid,
               COALESCE((SELECT SUM(stake_cents) FROM bets b WHERE b.table_id = t.table_id AND b.status = 'OPEN'), 0) AS open_stakes,
               COALESCE((SELECT SUM(floor(stake_cents * recorded_odds_tenths / 10)) FROM bets b WHERE b.table_id = t.table_id AND b.status = 'OPEN'), 0) AS open_exposure,
               COALESCE((SELECT SUM(balance_cents) FROM seats s WHERE s.table_id = t.table_id), 0) AS seats
             FROM tables t ORDER BY t.table_id`,
          ),
        ])
        const kind = (name: string) => toSafeInteger(kinds.rows.find((r) => r.kind === name)?.total ?? '0', 'total')
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
          depositsCents: kind('DEPOSIT'),
          grantsCents: kind('PLAY_GRANT'),
          withdrawalsCents: -kind('WITHDRAWAL'),
          accountsCents: toSafeInteger(held.rows[0].accounts, 'accounts'),
          seatsCents: toSafeInteger(held.rows[0].seats, 'seats'),
          houseResultCents: perTable.reduce((sum, t) => sum + t.betCents - t.cancelledCents - t.paidOutCents, 0),
          tables: perTable,
        }
      }),

    getGame: (tableId, gameId) => read('reading a game', (pool) => readGame(pool, tableId, gameId)),

    async health(): Promise<StoreHealth> {
      if (closing) return { name: 'postgres', ok: false, detail: `${PG_NAME} table store is closed.` }
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          pool.query({ text: 'SELECT 1', query_timeout: healthTimeoutMs } as pg.QueryConfig),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('health check timed out')), healthTimeoutMs)
          }),
        ])
        return { name: 'postgres', ok: true }
      } catch (err) {
        const reason = describeFailure(err) ?? 'health check failed'
        return { name: 'postgres', ok: false, detail: `${PG_NAME} is unreachable: ${reason}.` }
      } finally {
        clearTimeout(timer)
      }
    },

    close(): Promise<void> {
      closing ??= (async () => {
        clearTimeout(listenRetry)
        await Promise.all(announcing)
        await listener?.end().catch(() => {})
        await cleanup
        await pool.end()
      })()
      return closing
    },

    purgeExpiredIdempotencyKeys,
  }
}

const TABLE_COLUMNS =
  'number_of_hands, number_of_seats, target_rtp_bp, max_bet_cents, mode, skip_turn, betting_seconds, reveal_seconds, game_state, current_game_id, ' +
  'games_started, games_played, amount_bet_cents, amount_paid_out_cents, ' +
  '(extract(epoch FROM stage_ends_at) * 1000)::float8 AS stage_ends_ms, ready_players, event_seq'

/** The database's clock in ms since the epoch, read when the statement runs (not when its transaction began). */
const NOW_MS = 'floor(extract(epoch FROM clock_timestamp()) * 1000)::float8'

const SETTINGS_COLUMNS = 'number_of_hands, number_of_seats, target_rtp_bp, max_bet_cents, mode, skip_turn, betting_seconds, reveal_seconds'
const SETTINGS_PLACEHOLDERS = '$2, $3, $4, $5, $6, $7, $8, $9'

function settingsParams(settings: TableSettings): unknown[] {
  return [
    settings.numberOfHands,
    settings.numberOfSeats,
    settings.targetRtpBp,
    String(settings.maxBetCents),
    settings.mode,
    settings.skipTurn,
    settings.bettingSeconds,
    settings.revealSeconds,
  ]
}

interface TableRow {
  number_of_hands: number
  number_of_seats: number | null
  target_rtp_bp: number
  max_bet_cents: string
  game_state: GameState
  current_game_id: number | null
  games_started: number
  games_played: number
  amount_bet_cents: string
  amount_paid_out_cents: string
  mode: TableSettings['mode']
  skip_turn: boolean
  betting_seconds: number
  reveal_seconds: number
  stage_ends_ms: number | null
  ready_players: string[]
  event_seq: string
  /** Only on rows read by lockRow: the database's clock after the lock was granted. */
  now_ms?: number
}

/** A bet's placed_at as placed_ms, ms since the epoch (a number parses several times faster than a timestamp). */
const placedMsOf = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8 AS placed_ms`

const BET_COLUMNS = `bet_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents, recorded_odds_tenths, status, payout_cents, ${placedMsOf('placed_at')}`

interface BetRow {
  bet_id: string
  game_id: number
  betting_stage: 0 | 1 | 2
  hand_index: number
  player_id: string
  seat_id: number
  stake_cents: string
  recorded_odds_tenths: string
  status: BetStatus
  payout_cents: string | null
  placed_ms: number
}

function betOf(row: BetRow): Bet {
  return {
    betId: toSafeInteger(row.bet_id, 'bet_id'),
    gameId: row.game_id,
    bettingStage: row.betting_stage,
    handIndex: row.hand_index,
    playerId: row.player_id,
    seatId: row.seat_id,
    stakeCents: toSafeInteger(row.stake_cents, 'stake_cents'),
    recordedOddsTenths: toSafeInteger(row.recorded_odds_tenths, 'recorded_odds_tenths'),
    status: row.status,
    ...(row.payout_cents === null ? {} : { payoutCents: toSafeInteger(row.payout_cents, 'payout_cents') }),
    placedAt: new Date(row.placed_ms).toISOString(),
  }
}

interface LedgerRow {
  entry_id: string
  seat_id: number
  player_id: string
  kind: LedgerKind
  amount_cents: string
  balance_after_cents: string
  game_id: number | null
  bet_id: string | null
  at: Date
}

function ledgerEntryOf(row: LedgerRow): LedgerEntry {
  return {
    entryId: toSafeInteger(row.entry_id, 'entry_id'),
    seatId: row.seat_id,
    playerId: row.player_id,
    kind: row.kind,
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    balanceAfterCents: toSafeInteger(row.balance_after_cents, 'balance_after_cents'),
    ...(row.game_id === null ? {} : { gameId: row.game_id }),
    ...(row.bet_id === null ? {} : { betId: toSafeInteger(row.bet_id, 'bet_id') }),
    at: row.at.toISOString(),
  }
}

function settingsOf(row: TableRow, defaultSeats: number): TableSettings {
  return {
    numberOfHands: row.number_of_hands,
    numberOfSeats: row.number_of_seats ?? defaultSeats,
    targetRtpBp: row.target_rtp_bp,
    maxBetCents: toSafeInteger(row.max_bet_cents, 'max_bet_cents'),
    mode: row.mode,
    skipTurn: row.skip_turn,
    bettingSeconds: row.betting_seconds,
    revealSeconds: row.reveal_seconds,
  }
}

/** Where each kind of request keeps its first answers: the table, and the column naming what the answer refers to. */
const ANSWER_TABLES = {
  sit: { table: 'idempotency_keys', ref: 'seat_id' },
  bet: { table: 'bet_idempotency_keys', ref: 'bet_id' },
  transfer: { table: 'account_idempotency_keys', ref: 'entry_id' },
} as const
type AnswerKind = keyof typeof ANSWER_TABLES

const ACCOUNT_ENTRY_COLUMNS = 'entry_id, player_id, kind, amount_cents, balance_after_cents, table_id, seat_id, by_who, at'

interface AccountEntryRow {
  entry_id: string
  player_id: string
  kind: AccountEntry['kind']
  amount_cents: string
  balance_after_cents: string
  table_id: number | null
  seat_id: number | null
  by_who: string | null
  at: Date
}

function accountEntryOf(row: AccountEntryRow): AccountEntry {
  return {
    entryId: toSafeInteger(row.entry_id, 'entry_id'),
    playerId: row.player_id,
    kind: row.kind,
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    balanceAfterCents: toSafeInteger(row.balance_after_cents, 'balance_after_cents'),
    ...(row.table_id === null ? {} : { tableId: row.table_id }),
    ...(row.seat_id === null ? {} : { seatId: row.seat_id }),
    ...(row.by_who === null ? {} : { by: row.by_who }),
    at: row.at.toISOString(),
  }
}

/** The SQL of a page: entries after the cursor in the page's order, at most its limit (index range scans). */
function pageClause(page: LedgerPage | undefined, firstParam: number): { where: string; order: string; limit: string } {
  if (!page) return { where: '', order: 'ASC', limit: '' }
  const after = page.after === undefined ? '' : ` AND entry_id ${page.order === 'asc' ? '>' : '<'} $${firstParam}`
  return { where: after, order: page.order === 'asc' ? 'ASC' : 'DESC', limit: ` LIMIT ${Math.floor(page.limit)}` }
}

function pageParams(page: LedgerPage | undefined): unknown[] {
  return page?.after === undefined ? [] : [page.after]
}

const GAME_COLUMNS = 'game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board, pricing, started_at'

interface GameRow {
  game_id: number
  nonce: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  hands: Array<[number, number]>
  board: number[]
  pricing: GamePricing
  started_at: Date
}

/** An event with, for a bet's, what the bet changed and the bet as placed (its current status is not the event's). */
const EVENT_SELECT = `SELECT e.event_id, e.type, e.at, e.view, e.bet_id, e.seat_id, e.seat_balance_cents, e.amount_bet_cents,
    b.game_id, b.betting_stage, b.hand_index, b.player_id, b.stake_cents, b.recorded_odds_tenths, ${placedMsOf('b.placed_at')}
  FROM table_events e LEFT JOIN bets b ON b.bet_id = e.bet_id`

interface EventRow {
  event_id: string
  type: TableEventType
  at: Date
  view: unknown
  bet_id: string | null
  seat_id: number | null
  seat_balance_cents: string | null
  amount_bet_cents: string | null
  game_id: number | null
  betting_stage: number | null
  hand_index: number | null
  player_id: string | null
  stake_cents: string | null
  recorded_odds_tenths: string | null
  placed_ms: number | null
}

/** Tables whose last rendered event view a store remembers. */
const LAST_VIEWS_MAX = 256

/** Table $1's game whose id is the SQL expression `gameId`, as JSON (GameJson). */
function gameJsonSql(gameId: string): string {
  return `(SELECT json_build_object('game_id', g.game_id, 'nonce', g.nonce, 'server_seed', g.server_seed, 'server_seed_hash', g.server_seed_hash,
    'client_seed', g.client_seed, 'hands', g.hands, 'board', g.board, 'pricing', g.pricing,
    'started_ms', (extract(epoch FROM g.started_at) * 1000)::float8)
  FROM games g WHERE g.table_id = $1 AND g.game_id = ${gameId})`
}
/** Table $1's seats as JSON (SeatRow[]). */
const SEATS_JSON = `(SELECT coalesce(json_agg(json_build_object('seat_id', s.seat_id, 'player_id', s.player_id, 'balance_cents', s.balance_cents::text) ORDER BY s.seat_id), '[]'::json)
  FROM seats s WHERE s.table_id = $1)`
/** A game as readForBet reads it (JSON: the start time in ms). */
type GameJson = Omit<GameRow, 'started_at'> & { started_ms: number }

/** A remembered answer to an Idempotency-Key: the reference (bet id) and the balance answered. */
interface StoredAnswer {
  fingerprint: string
  ref: string
  balance_cents: string
}

/** Sets `key` in `map` as its newest entry, dropping the oldest beyond GAME_CACHE_MAX (one entry a table). */
function keepNewest<V>(map: Map<number, V>, key: number, value: V): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > GAME_CACHE_MAX) map.delete(map.keys().next().value!)
}

/** A bet's arguments to place_bet after the table's id, in order (place_bets takes each, and the ids, as arrays). */
function placeBetValues({ state, planned, claim, at }: QueuedBet['bet']): unknown[] {
  return [
    state,
    planned.gameId,
    planned.bettingStage,
    planned.handIndex,
    planned.playerId,
    planned.seatId,
    String(planned.stakeCents),
    String(planned.recordedOddsTenths),
    claim?.key ?? null,
    claim?.fingerprint ?? null,
    new Date(at),
    new Date(at - IDEMPOTENCY_TTL_MS),
  ]
}

/** What place_bets answers for a bet that place_bet refuses by raising (HO409: stale; 40001: a key stored meanwhile). */
const LONE_BET_OUTCOMES: Record<string, PlaceBetRow['r_outcome'] | undefined> = { HO409: 'stale', '40001': 'retry' }

/** A bet waiting in the instance's queue: its table, what place_bet needs, and its caller's answer. */
interface QueuedBet {
  tableId: number
  bet: { state: GameState; planned: PlannedBet; claim: IdempotencyClaim | undefined; at: number }
  resolve: (row: PlaceBetRow) => void
  reject: (err: unknown) => void
}

/** What place_bets answers for each bet, in order: place_bet's answer (migration 009), or 'stale' or 'retry' (010). */
interface PlaceBetRow {
  r_outcome: 'placed' | 'stale' | 'retry'
  r_bet_id: string | null
  r_balance_cents: string | null
  r_event_id: string | null
  r_amount_bet_cents: string | null
  r_at_ms: number | null
}

function gameOf(row: GameRow): Game {
  return {
    gameId: row.game_id,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    hands: row.hands,
    board: row.board,
    pricing: row.pricing,
    startedAt: row.started_at.toISOString(),
  }
}

interface SeatRow {
  seat_id: number
  player_id: string
  balance_cents: string
}

function toSeatRecord(row: SeatRow): SeatRecord {
  return { seatId: row.seat_id, playerId: row.player_id, balanceCents: toSafeInteger(row.balance_cents, 'balance_cents') }
}

/** BIGINT arrives as a decimal string; every value the service writes is a safe integer, so anything else is a fault. */
function toSafeInteger(value: string | number, column: string): number {
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(n)) throw new Error(`${column} holds ${value}, which is not a safe integer.`)
  return n
}

/** PostgreSQL text cannot hold NUL, and UTF-8 cannot encode a lone surrogate (it would be stored altered). */
function assertStorableText(value: string, field: string): void {
  if (value.includes('\u0000') || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)) {
    throw new DomainError('INVALID_INPUT', `${field} must be valid Unicode text without NUL characters.`)
  }
}

/** The SQLSTATE of an error the server sent; undefined for network, timeout and client-side errors. */
function sqlState(err: unknown): string | undefined {
  return err instanceof pg.DatabaseError && typeof err.code === 'string' ? err.code : undefined
}

/** True for an error the server reported on a healthy connection (the session can roll back and be reused). */
function isServerError(err: unknown): boolean {
  const code = sqlState(err)
  return code !== undefined && !code.startsWith('08') && !code.startsWith('57P')
}

function isRetryable(err: unknown): boolean {
  if (err instanceof ConcurrentWriteError) return true
  const code = sqlState(err)
  return code !== undefined && RETRYABLE_SQLSTATES.has(code)
}

/**
 * Names, without secrets, why the database could not serve a call; undefined for errors that are not about
 * reaching it (a constraint, a syntax error: faults of this service).
 */
export function describeFailure(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined
  const code = (err as { code?: unknown }).code
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused'
    case 'ECONNRESET':
    case 'EPIPE':
      return 'connection lost'
    case 'ETIMEDOUT':
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
      return 'host unreachable'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not found'
  }
  const state = sqlState(err)
  if (state !== undefined) {
    if (state === '57014') return 'statement timed out'
    if (state === '55P03') return 'lock wait timed out'
    if (state.startsWith('57P')) return 'server is shutting down or restarting'
    if (state.startsWith('08')) return 'connection failure'
    if (state === '53300') return 'too many connections'
    if (state.startsWith('53')) return 'server out of resources'
    if (state.startsWith('28')) return 'authentication failed'
    if (state === '3D000') return 'database does not exist'
    if (state === '3F000') return 'schema does not exist'
    return undefined
  }
  const message = err.message
  if (/timeout exceeded when trying to connect|connection timeout|timeout expired/i.test(message)) return 'connection timed out'
  if (/Query read timeout|health check timed out/.test(message)) return 'query timed out'
  if (/Connection terminated/i.test(message)) return 'connection lost'
  if (/not queryable|connection error/i.test(message)) return 'connection lost'
  if (/after calling end on the pool/.test(message)) return 'store is closed'
  if (/does not support SSL|SSL/i.test(message)) return 'TLS negotiation failed'
  return undefined
}

/**
 * DomainErrors pass through; failures to reach the database become STORE_UNAVAILABLE with a message naming
 * the reason (never the connection string); anything else is rethrown unchanged as a fault.
 * whileConnecting: the error came from opening a connection, so an unrecognised one is still "unavailable".
 */
function toStoreError(err: unknown, doing: string, whileConnecting = false): unknown {
  if (isDomainError(err)) return err
  const reason = describeFailure(err) ?? (whileConnecting ? 'cannot connect' : undefined)
  if (reason === undefined) return err
  const error = new DomainError('STORE_UNAVAILABLE', `${PG_NAME} is unavailable (${reason}) while ${doing}; retry later.`)
  error.cause = err
  return error
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
