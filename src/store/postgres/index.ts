// PostgreSQL store: every change of a table one transaction under its row lock, on a pg Pool. Each aggregate is a
// module given what it shares (the context: pool, clock, settings; the transactions; the event log); this file opens
// the pool, applies the migrations and composes the modules into the store the app is handed.

import pg from 'pg'
import type { WalletMode } from '../../core/accounts.ts'
import { DomainError } from '../../core/errors.ts'
import { DEFAULT_EVENTS_KEPT_HOURS, DEFAULT_TABLE_SEATS, STORE_WRITE_ATTEMPTS } from '../../core/limits.ts'
import { DEFAULT_COOLING_OFF_HOURS } from '../../core/protection.ts'
import type { EventChangeView } from '../../ports/event-store.ts'
import type { Store, StoreHealth } from '../../ports/store.ts'
import { createPgAccounts } from './accounts.ts'
import { createPgAudit } from './audit.ts'
import { createPgBets } from './bets.ts'
import { connectionOf, createTransactions, openPool, type PgContext, type StoreLogger } from './connection.ts'
import { describeFailure, PG_NAME, toStoreError } from './errors.ts'
import { createEventLog } from './event-log.ts'
import { createPgEvents } from './events.ts'
import { createGameBets, GAME_BETS_KEPT } from './game-bets.ts'
import { createPgGames } from './games.ts'
import { clientOfPrimary, type Hosts, parseHosts, primaryOf } from './hosts.ts'
import { createKeySweeper } from './idempotency.ts'
import { runMigrations, SCHEMA_NAME_PATTERN } from './migrate.ts'
import { createPgHistory, keepPartitions } from './partitions.ts'
import { applyDueLimits, createPgProtection } from './protection.ts'
import { reconcile } from './reconcile.ts'
import { createPgReports } from './reports.ts'
import { NOW_MS } from './rows.ts'
import { createPgSwitches } from './switches.ts'
import { createPgTables } from './tables.ts'
import { assertWalletMode, createPgWallet } from './wallet.ts'

export type { StoreLogger } from './connection.ts'

export interface PostgresStoreOptions {
  /**
   * postgres://user:password@host:port/database[?sslmode=...]; never echoed in errors or logs. Several hosts
   * (`host1:5432,host2:5432`, optionally `target_session_attrs=read-write`): every connection goes to the one that
   * accepts writes, looked for again when a failure says it may have changed (hosts.ts).
   */
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
  /** Tries per write when PostgreSQL reports a serialization failure, deadlock or unique-key race (default
   * STORE_WRITE_ATTEMPTS, 5). */
  maxAttempts?: number
  /** Least time between two sweeps of expired idempotency keys by this store, in ms (default 60,000). */
  cleanupIntervalMs?: number
  /** How long a player's raised or removed limit waits before it applies (default 24 hours). */
  limitCoolingOffMs?: number
  /** Minutes between reality checks for players who chose none themselves (default none). */
  realityCheckMinutes?: number | null
  /** A payout (per seat and game) of at least this many cents is audited as a large win (default none). */
  largeWinCents?: number | null
  /** Hours of events kept at least (EVENTS_KEPT_HOURS; default DEFAULT_EVENTS_KEPT_HOURS): older hours are dropped. */
  eventsKeptHours?: number
  /** The clock of Idempotency-Keys' ages, ms since the epoch (default Date.now); nothing else reads it. */
  idempotencyClock?: () => number
  logger?: StoreLogger
  /** application_name shown in pg_stat_activity (default `hand-odds-service`). */
  applicationName?: string
  /** Seats of a table stored before tables had settings (the configured TABLE_SEATS; default 6). */
  defaultSeats?: number
  /**
   * Renders what each change changed, inside the change's transaction (a placed bet's when its event is read): kept as
   * its event. Without it events carry a null change.
   */
  eventChange?: EventChangeView
  /** Most bets of games in progress this instance keeps so that a game's step need not read them (default
   * GAME_BETS_KEPT; 0: none). */
  gameBetsKept?: number
  /** Hears, for each step or state read that needed a game's bets, whether they were kept or read (a metric). */
  onGameBets?: (source: 'kept' | 'read') => void
  /** WALLET=seamless: the casino's wallet holds the money; sits move none, bets are debited, games credited. */
  seamless?: boolean
  /**
   * The WALLET mode the instance serves in: the start is refused when the database's money was put there in another
   * (assertWalletMode). A tool that only reads or checks (reconcile, a benchmark) gives none.
   */
  checkWalletMode?: WalletMode
}

/** The store plus the maintenance the PostgreSQL adapter offers. */
export interface PostgresStore extends Store {
  /** Deletes up to `limit` idempotency keys older than 24 h; returns how many. Also runs by itself after sits. */
  purgeExpiredIdempotencyKeys(limit?: number): Promise<number>
}

/**
 * Opens a pooled PostgreSQL store and, unless `migrate: false`, applies pending migrations first.
 * Every sit is one READ COMMITTED transaction: lock the table's row (created on first use), read its seats,
 * decideSit, write the seat and the idempotency answer; so instances sharing the database decide one table's
 * sits one at a time. Balances are BIGINT cents, returned as safe integers. When the database cannot be
 * reached every call rejects with DomainError STORE_UNAVAILABLE within about connectTimeoutMs (a statement:
 * statementTimeoutMs); the pool reconnects by itself once the database is back. Rejects with
 * STORE_UNAVAILABLE when the database is unreachable at start-up.
 */
export async function createPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const {
    connectionString,
    schema,
    migrate = true,
    poolMax = 10,
    connectTimeoutMs = 3_000,
    statementTimeoutMs = 5_000,
    healthTimeoutMs = 1_500,
    maxAttempts = STORE_WRITE_ATTEMPTS,
    cleanupIntervalMs = 60_000,
    idempotencyClock = Date.now,
    limitCoolingOffMs = DEFAULT_COOLING_OFF_HOURS * 3_600_000,
    realityCheckMinutes = null,
    largeWinCents = null,
    eventsKeptHours = DEFAULT_EVENTS_KEPT_HOURS,
    logger,
    applicationName = 'hand-odds-service',
    defaultSeats = DEFAULT_TABLE_SEATS,
    eventChange,
    gameBetsKept = GAME_BETS_KEPT,
    onGameBets,
    seamless = false,
    checkWalletMode,
  } = options
  if (schema !== undefined && !SCHEMA_NAME_PATTERN.test(schema)) {
    throw new DomainError('INVALID_INPUT', `schema must be a lower-case SQL identifier (${SCHEMA_NAME_PATTERN}).`)
  }

  let hosts: Hosts
  try {
    hosts = parseHosts(connectionString)
  } catch (err) {
    throw new DomainError('INVALID_INPUT', `connectionString: ${(err as Error).message}`)
  }
  const connection = connectionOf({
    connectionString: hosts.connectionString,
    schema,
    applicationName,
    connectTimeoutMs,
    realityCheckMinutes,
  })
  // Several hosts: every connection goes to the one that accepts writes, found now and again after a failure.
  const primary = await primaryOf(hosts, connection, logger)
  const Client = primary ? clientOfPrimary(primary) : pg.Client
  if (migrate) {
    try {
      await runMigrations(primary ? { ...connection, ...primary.current() } : connection, { schema, connectTimeoutMs })
    } catch (err) {
      throw toStoreError(err, 'migrating the schema')
    }
  }
  const pool = openPool(connection, {
    connectionString,
    Client,
    ...(primary ? { primary } : {}),
    schema,
    applicationName,
    poolMax,
    connectTimeoutMs,
    statementTimeoutMs,
    logger,
  })

  if (checkWalletMode) {
    try {
      await assertWalletMode(pool, checkWalletMode)
    } catch (err) {
      await pool.end()
      throw toStoreError(err, 'checking the money in play against WALLET')
    }
  }

  let closing: Promise<void> | undefined
  const ctx: PgContext = {
    pool,
    connection,
    Client,
    ...(primary ? { primary } : {}),
    idempotencyClock,
    logger,
    defaultSeats,
    maxAttempts,
    limitCoolingOffMs,
    realityCheckMinutes,
    largeWinCents,
    seamless,
    isClosing: () => closing !== undefined,
  }
  const log = createEventLog(ctx, schema, eventChange)
  const db = createTransactions(ctx, log)
  const keys = createKeySweeper(ctx, db.assertOpen, cleanupIntervalMs)
  const gameBets = createGameBets(gameBetsKept, onGameBets)
  const partitions = keepPartitions(ctx, eventsKeptHours)

  // Listening from the start: every event committed after the store is returned is heard.
  await log.listen()

  return {
    ...createPgTables(ctx, db, log, keys, gameBets),
    ...createPgGames(ctx, db, log, gameBets),
    ...createPgBets(ctx, db, log, gameBets),
    ...createPgAccounts(ctx, db),
    ...createPgEvents(db, log),
    ...createPgProtection(ctx, db),
    // Every pending limit change whose time has come is applied (and audited) before the log is read.
    ...createPgAudit(db, (client) => applyDueLimits(client, null)),
    ...createPgSwitches(ctx, db, log),
    ...createPgReports(db),
    ...createPgWallet(db),
    ...createPgHistory(db),

    clock: () =>
      db.read('reading the clock', async (pool) =>
        Number((await pool.query<{ now_ms: number }>(`SELECT ${NOW_MS} AS now_ms`)).rows[0].now_ms),
      ),

    health: () => health(pool, healthTimeoutMs, closing !== undefined),

    close(): Promise<void> {
      closing ??= (async () => {
        await log.close()
        await partitions.stop()
        await keys.settled()
        await pool.end()
      })()
      return closing
    },

    purgeExpiredIdempotencyKeys: (limit) => keys.purge(limit),
  }
}

async function health(pool: pg.Pool, healthTimeoutMs: number, closed: boolean): Promise<StoreHealth> {
  if (closed) return { name: 'postgres', ok: false, detail: `${PG_NAME} table store is closed.` }
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
}
