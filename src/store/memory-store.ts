// In-memory table store: the zero-setup default (lost on restart); bounded so it cannot be used to exhaust memory.

import { DomainError } from '../core/errors.js'
import { NEXT_STATE, type Game, type GameState } from '../core/game.js'
import { IDEMPOTENCY_TTL_MS } from '../core/idempotency.js'
import { MAX_TABLE_ID } from '../core/limits.js'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../core/seating.js'
import { defaultTableSettings, type TableSettings } from '../core/tables.js'
import type { StoreHealth, TableRecord, TableStore } from '../ports/table-store.js'

export interface MemoryStoreLimits {
  /** Most tables held at once. */
  maxTables: number
  /** Most idempotency keys remembered at once (the oldest expire first). */
  maxIdempotencyKeys: number
  /** Most games kept for their records; beyond it the oldest finished games are forgotten. */
  maxGames: number
}

export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = { maxTables: 100_000, maxIdempotencyKeys: 1_000_000, maxGames: 100_000 }

interface StoredAnswer {
  fingerprint: string
  result: SitResult
  expiresAt: number
}

interface MemoryTable {
  settings: TableSettings
  seats: SeatRecord[]
  state: GameState
  gameId?: number
  gamesStarted: number
}

const gameKey = (tableId: number, gameId: number) => `${tableId}:${gameId}`

export function createMemoryStore(limits: Partial<MemoryStoreLimits> = {}, now: () => number = Date.now): TableStore {
  const bounds = { ...DEFAULT_MEMORY_LIMITS, ...limits }
  const tables = new Map<number, MemoryTable>()
  // Insertion order is age order for both maps.
  const games = new Map<string, Game>()
  const answers = new Map<string, StoredAnswer>()
  let nextTableId = 1

  function dropExpiredAnswers(at: number): void {
    for (const [key, answer] of answers) {
      if (answer.expiresAt > at) break
      answers.delete(key)
    }
  }

  function newTable(settings: TableSettings): MemoryTable {
    if (tables.size >= bounds.maxTables) {
      throw new DomainError('STORE_LIMIT_REACHED', `The store holds the most tables it allows (${bounds.maxTables}).`)
    }
    return { settings, seats: [], state: 'STATUS_SETUP', gamesStarted: 0 }
  }

  function recordOf(tableId: number, table: MemoryTable): TableRecord {
    const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
    return {
      tableId,
      settings: { ...table.settings },
      state: table.state,
      ...(game ? { game: structuredClone(game) } : {}),
      gamesStarted: table.gamesStarted,
      seats: table.seats.map((s) => ({ ...s })).sort((a, b) => a.seatId - b.seatId),
    }
  }

  function stateChanged(table: MemoryTable | undefined, expected: GameState): DomainError {
    const current = table?.state ?? 'STATUS_SETUP'
    return new DomainError('STATE_CHANGED', `The table is in ${current}, not ${expected}: it has moved on; reload the state and advance from ${current}.`)
  }

  return {
    async sit(command: SitCommand): Promise<SitResult> {
      const at = now()
      dropExpiredAnswers(at)
      const idem = command.idempotency
      if (idem) {
        const previous = answers.get(idem.key)
        if (previous) {
          if (previous.fingerprint !== idem.fingerprint) {
            throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
          }
          return { ...previous.result }
        }
        if (answers.size >= bounds.maxIdempotencyKeys) {
          throw new DomainError('STORE_LIMIT_REACHED', 'Too many idempotency keys are held; retry later.')
        }
      }
      const table = tables.get(command.tableId) ?? newTable(defaultTableSettings(command.seatCount))
      const decision = decideSit(table.seats, command.playerId, command.buyInCents, table.settings.numberOfSeats)
      if (decision.kind === 'top-up') {
        table.seats.find((s) => s.seatId === decision.seatId)!.balanceCents = decision.balanceCents
      } else {
        table.seats.push({ seatId: decision.seatId, playerId: command.playerId, balanceCents: decision.balanceCents })
      }
      tables.set(command.tableId, table)
      const result: SitResult = { seatId: decision.seatId, balanceCents: decision.balanceCents }
      if (idem) answers.set(idem.key, { fingerprint: idem.fingerprint, result: { ...result }, expiresAt: at + IDEMPOTENCY_TTL_MS })
      return result
    },

    async getSeats(tableId) {
      const table = tables.get(tableId)
      return table ? recordOf(tableId, table).seats : []
    },

    async createTable(settings) {
      const table = newTable({ ...settings })
      while (tables.has(nextTableId)) nextTableId++
      if (nextTableId > MAX_TABLE_ID) throw new DomainError('STORE_LIMIT_REACHED', 'Every table id is in use.')
      const tableId = nextTableId++
      tables.set(tableId, table)
      return tableId
    },

    async getTable(tableId) {
      const table = tables.get(tableId)
      return table ? recordOf(tableId, table) : undefined
    },

    async startGame(tableId, game, defaults) {
      const table = tables.get(tableId) ?? newTable({ ...defaults })
      if (table.state !== 'STATUS_SETUP' || table.gamesStarted !== game.nonce - 1) throw stateChanged(table, 'STATUS_SETUP')
      games.set(gameKey(tableId, game.gameId), structuredClone(game))
      // Forget the oldest finished games beyond the bound (a game in progress is never dropped).
      for (const [key, old] of games) {
        if (games.size <= bounds.maxGames) break
        const owner = Number(key.slice(0, key.indexOf(':')))
        if (tables.get(owner)?.gameId !== old.gameId) games.delete(key)
      }
      table.state = NEXT_STATE.STATUS_SETUP
      table.gameId = game.gameId
      table.gamesStarted = game.nonce
      tables.set(tableId, table)
      return recordOf(tableId, table)
    },

    async advanceGame(tableId, from) {
      const table = tables.get(tableId)
      if (!table || table.state !== from) throw stateChanged(table, from)
      table.state = NEXT_STATE[from]
      if (table.state === 'STATUS_SETUP') delete table.gameId
      return recordOf(tableId, table)
    },

    async getGame(tableId, gameId) {
      const game = games.get(gameKey(tableId, gameId))
      return game ? structuredClone(game) : undefined
    },

    async health(): Promise<StoreHealth> {
      return { name: 'memory', ok: true }
    },

    async close(): Promise<void> {},
  }
}
