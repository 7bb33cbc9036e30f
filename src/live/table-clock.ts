// The table clock: moves every AUTO table the clock owes a step (a deadline come, every seated player ready, or a
// seated table at SETUP) exactly one step. Every instance runs one; the store applies a step only when it is due by
// the store's own clock and only from the state it names, so whichever instance gets there first moves the table
// and the others' attempts change nothing. An instance that dies leaves its tables to the others' next poll.

import { DomainError, isDomainError } from '../core/errors.ts'
import { newClientSeed } from '../core/fair.ts'
import { dealGame, type GameState } from '../core/game.ts'
import type { GameStore } from '../ports/game-store.ts'
import type { OddsEngine } from '../ports/odds-engine.ts'
import type { TableRecord, TableStore } from '../ports/table-store.ts'

export interface TableClockLogger {
  warn(details: object, message: string): void
}

export interface TableClockOptions {
  store: Pick<GameStore, 'startGame' | 'advanceGame' | 'dueTables'> & Pick<TableStore, 'getTableHead'>
  odds: OddsEngine
  logger: TableClockLogger
  /** How often every AUTO table is checked, in ms: bounds how late a step can be, and how soon another instance takes
   * over. */
  pollMs: number
  /** Most tables one poll takes on. */
  batch?: number
  /** Told of each game this instance settled (a step into the river), with the table after it. */
  onSettled?: (table: TableRecord) => void
}

export interface TableClock {
  /** Starts polling (and stepping tables at their deadlines). */
  start(): void
  /** Checks every table now (after a sit or a ready that may have made a step due). */
  kick(): void
  /** One poll: steps every table due now; resolves when those steps are done (tests with a set clock). */
  tick(): Promise<void>
  /** Stops polling and waits for the steps under way. */
  stop(): Promise<void>
  /** Steps this instance applied, and attempts another instance (or a change) got to first. */
  counts(): { applied: number; lost: number }
}

/** Refusals that mean another instance, or a change by a player or the operator, got there first: nothing to do. */
const LOST_RACE = new Set(['STATE_CHANGED', 'NOT_DUE', 'TABLE_DISABLED'])

export function createTableClock({
  store,
  odds,
  logger,
  pollMs,
  batch = 500,
  onSettled,
}: TableClockOptions): TableClock {
  const stepping = new Map<number, Promise<void>>()
  const deadlines = new Map<number, NodeJS.Timeout>()
  let poller: NodeJS.Timeout | undefined
  let polling: Promise<void> | undefined
  let running = false
  let applied = 0
  let lost = 0

  /** Sets a timer for the table's next deadline, so a step on this instance is not later than its timer. */
  function follow(table: TableRecord): void {
    clearTimeout(deadlines.get(table.tableId))
    deadlines.delete(table.tableId)
    if (!running || table.settings.mode !== 'AUTO') return
    if (table.state === 'STATUS_SETUP') {
      if (table.seats.length > 0) void step(table.tableId, 'STATUS_SETUP')
      return
    }
    if (table.stageEndsAt === undefined) return
    const timer = setTimeout(
      () => {
        deadlines.delete(table.tableId)
        void step(table.tableId, table.state)
      },
      Math.max(0, table.stageEndsAt - Date.now()),
    )
    timer.unref()
    deadlines.set(table.tableId, timer)
  }

  async function apply(tableId: number, from: GameState): Promise<TableRecord | undefined> {
    if (from !== 'STATUS_SETUP') return store.advanceGame(tableId, from, { due: true })
    const table = await store.getTableHead(tableId)
    if (!table || table.state !== 'STATUS_SETUP') return undefined
    const dealt = dealGame(table.settings.numberOfHands, table.gamesStarted + 1, newClientSeed())
    const [pricing] = await odds.priceGames([dealt], table.settings.targetRtpBp)
    return store.startGame(
      tableId,
      { ...dealt, pricing, startedAt: new Date().toISOString() },
      table.settings,
      undefined,
      { due: true },
    )
  }

  /** One step of one table from `from`, at most one at a time per table on this instance. */
  function step(tableId: number, from: GameState): Promise<void> {
    const under = stepping.get(tableId)
    if (under) return under
    let done: Promise<void> | undefined = undefined
    done = (async () => {
      try {
        const table = await apply(tableId, from)
        if (table) {
          applied += 1
          if (table.state === 'STATUS_RIVER') onSettled?.(table)
          stepping.delete(tableId)
          follow(table)
        }
      } catch (err) {
        if (isDomainError(err) && LOST_RACE.has(err.code)) lost += 1
        else
          logger.warn(
            { tableId, from, reason: describe(err) },
            'The table clock could not move a table; it retries at its next poll.',
          )
      } finally {
        if (stepping.get(tableId) === done) stepping.delete(tableId)
      }
    })()
    stepping.set(tableId, done)
    return done
  }

  async function poll(): Promise<void> {
    try {
      const due = await store.dueTables(batch)
      await Promise.all(due.map(({ tableId, from }) => step(tableId, from)))
    } catch (err) {
      logger.warn(
        { reason: describe(err) },
        'The table clock could not read the tables it owes a step; it retries at its next poll.',
      )
    }
  }

  function schedule(): void {
    if (!running) return
    poller = setTimeout(() => {
      polling = poll().finally(() => {
        polling = undefined
        schedule()
      })
    }, pollMs)
    poller.unref()
  }

  return {
    start() {
      if (running) return
      running = true
      schedule()
    },
    kick() {
      if (running && !polling) void poll()
    },
    tick: poll,
    async stop() {
      running = false
      clearTimeout(poller)
      for (const timer of deadlines.values()) clearTimeout(timer)
      deadlines.clear()
      await polling
      await Promise.allSettled([...stepping.values()])
    },
    counts: () => ({ applied, lost }),
  }
}

function describe(err: unknown): string {
  if (err instanceof DomainError) return `${err.code}: ${err.message}`
  return err instanceof Error ? err.message : String(err)
}
