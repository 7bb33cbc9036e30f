// The database's hosts: a connection string may name several, as libpq's does
// (`postgres://user:pass@db1:5432,db2:5432/odds?target_session_attrs=read-write`), and the store then follows the one
// that accepts writes. node-postgres connects to one host only (multiple hosts are an open request of its maintainers),
// so the store looks for the primary itself, as libpq's read-write target does: it asks each host whether it accepts
// writes, connects every new connection to the one that does, and looks again when a failure says the primary may have
// changed (a connection refused or lost, a write refused as read-only).

import pg from 'pg'
import { DomainError } from '../../core/errors.ts'
import { describeFailure, PG_NAME, sqlState } from './errors.ts'

export interface DbHost {
  host: string
  port: number
}

/** What a connection string says about its hosts. */
export interface Hosts {
  hosts: DbHost[]
  /** The same string with its first host only and without target_session_attrs: what node-postgres can parse. */
  connectionString: string
  /** Several hosts, or target_session_attrs asking for a primary: the store looks for the one that accepts writes. */
  followsPrimary: boolean
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/s
const TARGETS = new Set(['read-write', 'primary'])

/**
 * Splits a connection string's hosts (`host[:port]`, IPv6 in brackets, comma-separated; the default port 5432).
 * Throws an Error naming the rule for an empty host or a bad port, or a target_session_attrs other than read-write or
 * primary (the service writes, so it needs the primary). A string that is not of the URL form is passed on as it is.
 */
export function parseHosts(connectionString: string): Hosts {
  const parts = URL_PARTS.exec(connectionString)
  if (!parts) return { hosts: [], connectionString, followsPrimary: false }
  const [, scheme, credentials = '', hostList, rest] = parts
  const hosts = hostList === '' ? [] : hostList.split(',').map(hostOf)
  let target: string | undefined
  const query = rest.indexOf('?')
  let tail = rest
  if (query >= 0) {
    const params = new URLSearchParams(rest.slice(query + 1))
    target = params.get('target_session_attrs') ?? undefined
    params.delete('target_session_attrs')
    const kept = params.toString()
    tail = rest.slice(0, query) + (kept === '' ? '' : `?${kept}`)
  }
  if (target !== undefined && target !== 'any' && !TARGETS.has(target)) {
    throw new Error(`target_session_attrs must be read-write or primary (the service writes); got "${target}".`)
  }
  if (target === 'any' && hosts.length > 1) {
    throw new Error('target_session_attrs=any cannot be used with several hosts: the service writes to the primary.')
  }
  const first = hosts[0]
  const firstHost = first ? `${first.host.includes(':') ? `[${first.host}]` : first.host}:${first.port}` : ''
  return {
    hosts,
    connectionString: `${scheme}${credentials}${firstHost}${tail}`,
    followsPrimary: hosts.length > 1 || (target !== undefined && TARGETS.has(target)),
  }
}

function hostOf(text: string): DbHost {
  const bracketed = /^\[([^\]]+)\](?::(\d*))?$/.exec(text)
  const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : text.split(/:(?=[^:]*$)/)
  if (!host) throw new Error('every host of the connection string must be named (host[:port], comma-separated).')
  const number = port === undefined || port === '' ? 5432 : Number(port)
  if (!Number.isInteger(number) || number < 1 || number > 65_535 || (port !== undefined && !/^\d*$/.test(port))) {
    throw new Error(`the port of host ${host} must be an integer from 1 to 65535.`)
  }
  return { host, port: number }
}

/** The host that accepts writes, as last found, and the look for it. */
export interface Primary {
  /** The host new connections go to. */
  current(): DbHost
  /** True while the store looks for the primary, or after a look that found none (until one does). */
  changingOver(): boolean
  /** Looks at every host at once; keeps the first, in the string's order, that accepts writes; answers whether one
   * does. */
  find(): Promise<boolean>
  /** A failure that a change of primary would explain starts a look (one at a time; again at most every 250 ms). */
  suspect(err: unknown): void
}

export interface PrimaryOptions {
  /** How each host is reached: the store's connection settings (credentials, database, TLS, timeouts). */
  connection: pg.ClientConfig
  hosts: DbHost[]
  logger?: { warn(details: object, message: string): void }
}

/** Failures that a change of primary explains: the host cannot be reached, or it no longer accepts writes. */
export function suggestsNewPrimary(err: unknown): boolean {
  const state = sqlState(err)
  if (state === '25006') return true // a write on a host that is read-only: a standby now
  if (state !== undefined) return state.startsWith('08') || state.startsWith('57P')
  const reason = describeFailure(err)
  return reason !== undefined && /connection|host|timed out|shutting down/.test(reason)
}

export function createPrimary(options: PrimaryOptions): Primary {
  const { hosts, connection, logger } = options
  let current = hosts[0]
  let looking: Promise<boolean> | undefined
  let found = true
  let lastLook = 0

  /** Whether `host` answers and accepts writes (not in recovery, not read-only by default). */
  async function acceptsWrites(host: DbHost): Promise<boolean> {
    const client = new pg.Client({ ...connection, ...host })
    client.on('error', () => {})
    try {
      await client.connect()
      const { rows } = await client.query<{ recovery: boolean; read_only: string }>(
        "SELECT pg_is_in_recovery() AS recovery, current_setting('default_transaction_read_only') AS read_only",
      )
      return !rows[0].recovery && rows[0].read_only === 'off'
    } catch {
      return false
    } finally {
      client.end().catch(() => {})
    }
  }

  function find(): Promise<boolean> {
    looking ??= (async () => {
      try {
        const writable = await Promise.all(hosts.map(acceptsWrites))
        const index = writable.indexOf(true)
        found = index >= 0
        if (found && hosts[index] !== current) {
          logger?.warn(
            { host: `${hosts[index].host}:${hosts[index].port}` },
            'PostgreSQL primary changed; new connections go to it.',
          )
          current = hosts[index]
        }
        return found
      } finally {
        lastLook = Date.now()
        looking = undefined
      }
    })()
    return looking
  }

  return {
    current: () => current,
    changingOver: () => looking !== undefined || !found,
    find,
    suspect(err) {
      if (looking || !suggestsNewPrimary(err)) return
      const wait = lastLook + 250 - Date.now()
      if (wait <= 0) void find()
      else setTimeout(() => void (looking ? undefined : find()), wait).unref()
      found = false
    },
  }
}

/**
 * The primary that `hosts` asks for (several hosts, or a read-write target), found now; undefined for a single host.
 * STORE_UNAVAILABLE when no host accepts writes.
 */
export async function primaryOf(
  hosts: Hosts,
  connection: pg.ClientConfig,
  logger?: PrimaryOptions['logger'],
): Promise<Primary | undefined> {
  if (!hosts.followsPrimary) return undefined
  const primary = createPrimary({ connection, hosts: hosts.hosts, ...(logger ? { logger } : {}) })
  if (!(await primary.find())) {
    throw new DomainError('STORE_UNAVAILABLE', `${PG_NAME} is unavailable: no host of the connection accepts writes.`)
  }
  return primary
}

/** A node-postgres client class whose every connection goes to the primary as last found. */
export function clientOfPrimary(primary: Primary): typeof pg.Client {
  return class PrimaryClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      const given: pg.ClientConfig = typeof config === 'string' ? { connectionString: config } : (config ?? {})
      // The pool keeps the password as a property that a spread does not copy (it is hidden from logging).
      super({ ...given, password: given.password, ...primary.current() })
    }
  }
}
