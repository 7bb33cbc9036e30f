// What PostgreSQL's failures mean to the store: which are retried, which mean the database cannot be reached (and
// why, without secrets), and the checks on text PostgreSQL cannot store.

import pg from 'pg'
import { DomainError, isDomainError } from '../../core/errors.ts'

export const PG_NAME = 'PostgreSQL'

/** Serialization failure, deadlock, unique-key race: the write is tried again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01', '23505'])

/** A write on a host that accepts none: a standby, or a primary demoted since the connection opened. */
export const READ_ONLY = '25006'

/** Thrown inside a transaction when a concurrent writer got there first; the write is retried. */
export class ConcurrentWriteError extends Error {}

/** The SQLSTATE of an error the server sent; undefined for network, timeout and client-side errors. */
export function sqlState(err: unknown): string | undefined {
  return err instanceof pg.DatabaseError && typeof err.code === 'string' ? err.code : undefined
}

/** True for an error the server reported on a healthy connection (the session can roll back and be reused). */
export function isServerError(err: unknown): boolean {
  const code = sqlState(err)
  return code !== undefined && !code.startsWith('08') && !code.startsWith('57P')
}

export function isRetryable(err: unknown): boolean {
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
    if (state === READ_ONLY) return 'this host accepts no writes: a standby'
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
  if (/timeout exceeded when trying to connect|connection timeout|timeout expired/i.test(message))
    return 'connection timed out'
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
export function toStoreError(err: unknown, doing: string, whileConnecting = false): unknown {
  if (isDomainError(err)) return err
  const reason = describeFailure(err) ?? (whileConnecting ? 'cannot connect' : undefined)
  if (reason === undefined) return err
  const error = new DomainError(
    'STORE_UNAVAILABLE',
    `${PG_NAME} is unavailable (${reason}) while ${doing}; retry later.`,
  )
  error.cause = err
  return error
}

/** PostgreSQL text cannot hold NUL, and UTF-8 cannot encode a lone surrogate (it would be stored altered). */
export function assertStorableText(value: string, field: string): void {
  if (
    value.includes('\u0000') ||
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
  ) {
    throw new DomainError('INVALID_INPUT', `${field} must be valid Unicode text without NUL characters.`)
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** A write that lost to concurrent writers `maxAttempts` times in a row. */
export function busy(maxAttempts: number): DomainError {
  return new DomainError(
    'STORE_UNAVAILABLE',
    `${PG_NAME} is busy: the table changed under ${maxAttempts} attempts in a row; retry later.`,
  )
}

/**
 * What one attempt of a write came to: its answer, or a reason to try again. `backoff`: it lost to a concurrent
 * writer (wait a random, growing while); `now`: what it read moved on (read again at once); `free`: it was planned
 * from something other than a fresh read, so trying again from one does not count as an attempt.
 */
export type Attempt<T> = { done: T } | { again: 'backoff' | 'now' | 'free' }

/**
 * The store's one retry policy: runs `attempt` until it is done, at most `maxAttempts` counted times. A failure the
 * database calls retryable (a serialization failure, a deadlock, a key stored meanwhile) waits and tries again; the
 * last one is 503 busy. A domain error is the answer; any other failure is STORE_UNAVAILABLE naming what was `doing`.
 */
export async function retrying<T>(doing: string, maxAttempts: number, attempt: () => Promise<Attempt<T>>): Promise<T> {
  for (let counted = 1; ; counted++) {
    let outcome: Attempt<T>
    try {
      outcome = await attempt()
    } catch (err) {
      if (!isRetryable(err)) throw toStoreError(err, doing)
      if (counted >= maxAttempts) throw busy(maxAttempts)
      await sleep(Math.random() * 5 * 2 ** counted)
      continue
    }
    if ('done' in outcome) return outcome.done
    if (outcome.again === 'free') {
      counted--
      continue
    }
    if (counted >= maxAttempts) throw busy(maxAttempts)
    if (outcome.again === 'backoff') await sleep(Math.random() * 5 * 2 ** counted)
  }
}
