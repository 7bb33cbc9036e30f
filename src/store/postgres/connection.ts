// The PostgreSQL store's connection: the pool, what every module of the store shares (the pool, the clock, the
// settings), and the one way to write (a transaction, retried on races by the store's policy) and to read.

import pg from 'pg'
import { parse as parseConnectionString } from 'pg-connection-string'
import { DomainError, isDomainError } from '../../core/errors.ts'
import { SESSION_GAP_MS } from '../../core/protection.ts'
import {
  ConcurrentWriteError,
  describeFailure,
  isServerError,
  PG_NAME,
  READ_ONLY,
  retrying,
  sqlState,
  toStoreError,
} from './errors.ts'
import type { Primary } from './hosts.ts'

/** Where the store reports trouble that no caller sees (a pooled idle connection failing, a failed cleanup). */
export interface StoreLogger {
  warn(details: object, message: string): void
}

/** A pool or a client checked out of it: what a read runs on. */
export type Queryable = pg.Pool | pg.PoolClient

/** What every module of the PostgreSQL store is handed. */
export interface PgContext {
  pool: pg.Pool
  /** How a connection of the store's own is opened (the event listener's): `new Client(connection)`. */
  connection: pg.ClientConfig
  /** The client class of every connection: pg's own, or one that connects to the primary as last found (hosts.ts). */
  Client: typeof pg.Client
  /** With several hosts: the primary, looked for again after a failure that a change of primary explains. */
  primary?: Primary
  /**
   * The Node clock, for the ages of Idempotency-Keys only. Everything a transaction stamps (money rows, deadlines,
   * events) is the database's clock, read under the table's lock.
   */
  idempotencyClock: () => number
  logger?: StoreLogger
  /** Seats of a table stored before tables had settings. */
  defaultSeats: number
  /** Tries per write when PostgreSQL reports a serialization failure, deadlock or unique-key race. */
  maxAttempts: number
  /** How long a player's raised or removed limit waits before it applies. */
  limitCoolingOffMs: number
  /** Minutes between reality checks for players who chose none themselves; null: none. */
  realityCheckMinutes: number | null
  /** A payout (per seat and game) of at least this many cents is audited as a large win; null: none. */
  largeWinCents: number | null
  /** WALLET=seamless: sits move no money; refunds and settlements owe the wallet rollbacks and credits (wallet.ts). */
  seamless: boolean
  /** True once close() was called. */
  isClosing(): boolean
}

export interface PoolOptions {
  connectionString: string
  schema?: string
  applicationName: string
  poolMax: number
  connectTimeoutMs: number
  statementTimeoutMs: number
  logger?: StoreLogger
}

/**
 * The connection settings every connection of the store uses. The connection string's own `options` (session settings
 * such as `-c statement_timeout=...`) are kept and the store's are added after them, so the store's win where both set
 * one: pg would otherwise let the string's `options` replace the store's whole, the schema and reality checks with
 * them.
 */
export function connectionOf(
  options: Pick<PoolOptions, 'connectionString' | 'schema' | 'applicationName' | 'connectTimeoutMs'> & {
    realityCheckMinutes?: number | null
  },
): pg.ClientConfig {
  const { options: fromString, ...target } = parseConnectionString(options.connectionString)
  // Settings every statement of the connection reads: the schema, and the reality checks' rules (protection_check): the
  // gap that ends a session, and the instance's default interval. JIT off unless the string says otherwise: the store's
  // statements are short, and a year of partitions makes their estimates cross jit_above_cost, where compiling a plan
  // takes tens of milliseconds, many times what it runs.
  const settings = [
    '-c jit=off',
    ...(fromString ? [fromString] : []),
    ...(options.schema !== undefined ? [`-c search_path=${options.schema}`] : []),
    `-c hand_odds.reality_session_gap_minutes=${SESSION_GAP_MS / 60_000}`,
    ...(options.realityCheckMinutes != null
      ? [`-c hand_odds.reality_check_minutes=${Math.trunc(options.realityCheckMinutes)}`]
      : []),
  ]
  return {
    connectionTimeoutMillis: options.connectTimeoutMs,
    application_name: options.applicationName,
    keepAlive: true,
    // What pg itself would take from the string (it lets the string's values replace the ones given beside it).
    ...(target as pg.ClientConfig),
    ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
  }
}

export function openPool(
  connection: pg.ClientConfig,
  options: PoolOptions & { Client: typeof pg.Client; primary?: Primary },
): pg.Pool {
  const pool = new pg.Pool({
    ...connection,
    Client: options.Client,
    max: options.poolMax,
    idleTimeoutMillis: 10_000,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + 1_000,
    // A session that dies mid-transaction (network partition) releases the table lock this soon.
    idle_in_transaction_session_timeout: Math.max(10_000, options.statementTimeoutMs * 2),
  })
  // An idle pooled connection that fails (database restarted, network cut) is dropped by the pool and a
  // fresh one opened on next use; without this listener the 'error' event would crash the process.
  pool.on('error', (err) => {
    options.primary?.suspect(err)
    options.logger?.warn(
      { reason: describeFailure(err) ?? 'unknown' },
      'PostgreSQL idle connection failed; the pool will reconnect.',
    )
  })
  return pool
}

/** What happens once a transaction ends: the events it kept are announced after its commit (events.ts). */
export interface CommitHooks {
  /** After COMMIT: what to do once the connection is released (announce the transaction's events), if anything. */
  committed(client: pg.PoolClient): (() => Promise<unknown>) | undefined
  /** The transaction is over, committed or not: forget what it kept. */
  forget(client: pg.PoolClient): void
}

export interface Transactions {
  /** Throws STORE_UNAVAILABLE once the store is closed. */
  assertOpen(): void
  /** Runs `fn` in a transaction, retried on serialization failures and key races; failures become STORE_UNAVAILABLE. */
  write<T>(doing: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T>
  /** Runs `fn` on the pool; failures to reach the database become STORE_UNAVAILABLE. */
  read<T>(doing: string, fn: (pool: pg.Pool) => Promise<T>): Promise<T>
  /**
   * A write of one statement on the pool, which commits it by itself (one round trip, no BEGIN and COMMIT), retried as
   * `write` is; failures become STORE_UNAVAILABLE.
   */
  statement<T>(doing: string, fn: (pool: pg.Pool) => Promise<T>): Promise<T>
}

export function createTransactions(ctx: PgContext, hooks: CommitHooks): Transactions {
  const { pool, maxAttempts } = ctx

  function assertOpen(): void {
    if (ctx.isClosing()) throw new DomainError('STORE_UNAVAILABLE', `${PG_NAME} table store is closed.`)
  }

  async function connect(): Promise<pg.PoolClient> {
    try {
      return await pool.connect()
    } catch (err) {
      // The write's changeOver hears of it (and starts a look for the primary).
      throw toStoreError(err, 'connecting', true)
    }
  }

  /**
   * A failure while the primary may be changing (a host unreachable, a write refused as read-only) starts a look for
   * it; while one is under way, or none was found, the answer says the database is changing over.
   */
  function changeOver(err: unknown, doing: string): unknown {
    const { primary } = ctx
    if (!primary) return err
    primary.suspect((err as { cause?: unknown }).cause ?? err)
    if (!primary.changingOver() || !isDomainError(err) || err.code !== 'STORE_UNAVAILABLE') return err
    const error = new DomainError(
      'STORE_UNAVAILABLE',
      `${PG_NAME} is changing over to a new primary while ${doing}; retry in a few seconds.`,
    )
    error.cause = err
    return error
  }

  /** Runs fn inside BEGIN/COMMIT on one pooled client; rolls back on any error; drops a broken connection. */
  async function inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect()
    // A checked-out client has no pool listener: a connection lost between two statements must not crash us.
    const ignore = (): void => {}
    client.on('error', ignore)
    let broken: Error | undefined
    let committed: (() => Promise<unknown>) | undefined
    try {
      await client.query('BEGIN')
      const result = await fn(client)
      await client.query('COMMIT')
      committed = hooks.committed(client)
      return result
    } catch (err) {
      // A host that refuses writes has become a standby: its connection is dropped, not reused.
      if (
        sqlState(err) === READ_ONLY ||
        (!isServerError(err) && !isDomainError(err) && !(err instanceof ConcurrentWriteError))
      ) {
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
      hooks.forget(client)
      client.off('error', ignore)
      client.release(broken ?? false)
      // Every instance hears of the events now committed; the change is answered after that.
      if (committed) await committed()
    }
  }

  return {
    assertOpen,

    async write(doing, fn) {
      assertOpen()
      try {
        return await retrying(doing, maxAttempts, async () => ({ done: await inTransaction(fn) }))
      } catch (err) {
        throw changeOver(err, doing)
      }
    },

    async statement(doing, fn) {
      assertOpen()
      try {
        return await retrying(doing, maxAttempts, async () => ({ done: await fn(pool) }))
      } catch (err) {
        throw changeOver(toStoreError(err, doing), doing)
      }
    },

    async read(doing, fn) {
      assertOpen()
      try {
        return await fn(pool)
      } catch (err) {
        throw changeOver(toStoreError(err, doing), doing)
      }
    },
  }
}
