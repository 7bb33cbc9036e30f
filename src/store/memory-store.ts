// In-memory table store: the zero-setup default (lost on restart); bounded so it cannot be used to exhaust memory.

import { assertNoOpenBets, planBet, planCancel, settleBets, type Bet, type LedgerEntry, type LedgerKind, type TableTotals } from '../core/bets.js'
import { DomainError } from '../core/errors.js'
import { NEXT_STATE, type Game, type GameState } from '../core/game.js'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../core/idempotency.js'
import { MAX_TABLE_ID } from '../core/limits.js'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../core/seating.js'
import { defaultTableSettings, type TableSettings } from '../core/tables.js'
import type { BetResult, StoreHealth, TableRecord, TableStore } from '../ports/table-store.js'

export interface MemoryStoreLimits {
  /** Most tables held at once. */
  maxTables: number
  /** Most idempotency keys remembered at once (the oldest expire first). */
  maxIdempotencyKeys: number
  /** Most games kept for their records; beyond it the oldest finished games are forgotten, with their bets. */
  maxGames: number
  /** Most tables one caller (core/callers callerKey) may have brought into the store that are still held. */
  maxTablesPerCaller: number
  /** Most idempotency keys held for one caller at once. */
  maxIdempotencyKeysPerCaller: number
  /** A table with nobody seated and no game in progress is forgotten (with its games and ledger) after this long. */
  emptyTableTtlMs: number
}

export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = {
  maxTables: 100_000,
  maxIdempotencyKeys: 1_000_000,
  maxGames: 100_000,
  maxTablesPerCaller: 100,
  maxIdempotencyKeysPerCaller: 10_000,
  emptyTableTtlMs: 10 * 60 * 1000,
}

interface StoredAnswer<T> {
  fingerprint: string
  result: T
  expiresAt: number
  owner?: string
}

interface MemoryTable {
  /** The caller whose share the table uses (undefined: nobody's). */
  owner?: string
  settings: TableSettings
  seats: SeatRecord[]
  state: GameState
  gameId?: number
  gamesStarted: number
  /** The bets of the games still kept, by betId, and the same bets by game in the order placed: reading or settling
   * a game touches its own bets, never the table's whole history. */
  bets: Map<number, Bet>
  betsOfGame: Map<number, Bet[]>
  ledger: LedgerEntry[]
  totals: TableTotals
}

const gameKey = (tableId: number, gameId: number) => `${tableId}:${gameId}`

/** A game never changes once dealt: stored frozen, it is handed out as is instead of copied on every read. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

export function createMemoryStore(limits: Partial<MemoryStoreLimits> = {}, now: () => number = Date.now): TableStore {
  const bounds = { ...DEFAULT_MEMORY_LIMITS, ...limits }
  const tables = new Map<number, MemoryTable>()
  // Insertion order is age order for both maps.
  const games = new Map<string, Game>()
  const answers = new Map<string, StoredAnswer<SitResult>>()
  const betAnswers = new Map<string, StoredAnswer<BetResult>>()
  // Tables nobody sits at with no game in progress, by tableId, with the time they became so (oldest first).
  const emptySince = new Map<number, number>()
  // What each caller has made the store hold; a caller holding nothing has no entry.
  const held = new Map<string, { tables: number; keys: number }>()
  let nextTableId = 1
  let nextBetId = 1
  let nextEntryId = 1

  function charge(owner: string | undefined, kind: 'tables' | 'keys', amount: 1 | -1): void {
    if (owner === undefined) return
    const share = held.get(owner) ?? { tables: 0, keys: 0 }
    share[kind] += amount
    if (share.tables === 0 && share.keys === 0) held.delete(owner)
    else held.set(owner, share)
  }

  function dropExpiredAnswers(at: number): void {
    for (const map of [answers, betAnswers] as Array<Map<string, StoredAnswer<unknown>>>) {
      for (const [key, answer] of map) {
        if (answer.expiresAt > at) break
        map.delete(key)
        charge(answer.owner, 'keys', -1)
      }
    }
  }

  /** Refuses a new key beyond the store's bound (503) or beyond the caller's share of it (429). */
  function assertRoomForKey(owner: string | undefined): void {
    if (answers.size + betAnswers.size >= bounds.maxIdempotencyKeys) {
      throw new DomainError('STORE_LIMIT_REACHED', 'Too many idempotency keys are held; retry later.')
    }
    if (owner !== undefined && (held.get(owner)?.keys ?? 0) >= bounds.maxIdempotencyKeysPerCaller) {
      throw new DomainError(
        'CALLER_LIMIT_REACHED',
        `You hold ${bounds.maxIdempotencyKeysPerCaller} Idempotency-Keys, the most one caller may (each is kept 24 hours); send this request without one or retry later.`,
      )
    }
  }

  function remember<T>(map: Map<string, StoredAnswer<T>>, claim: IdempotencyClaim, result: T, at: number): void {
    map.set(claim.key, { fingerprint: claim.fingerprint, result: structuredClone(result), expiresAt: at + IDEMPOTENCY_TTL_MS, owner: claim.owner })
    charge(claim.owner, 'keys', 1)
  }

  function replay<T>(map: Map<string, StoredAnswer<T>>, claim: IdempotencyClaim | undefined): T | undefined {
    if (!claim) return undefined
    const previous = map.get(claim.key)
    if (!previous) {
      assertRoomForKey(claim.owner)
      return undefined
    }
    if (previous.fingerprint !== claim.fingerprint) {
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
    }
    return structuredClone(previous.result)
  }

  /** Forgets tables that have been empty (nobody seated, no game in progress) for emptyTableTtlMs. */
  function forgetEmptyTables(at: number): void {
    for (const [tableId, since] of emptySince) {
      if (since + bounds.emptyTableTtlMs > at) break
      const table = tables.get(tableId)!
      for (let gameId = 1; gameId <= table.gamesStarted; gameId++) games.delete(gameKey(tableId, gameId))
      tables.delete(tableId)
      emptySince.delete(tableId)
      charge(table.owner, 'tables', -1)
    }
  }

  /** Stores the table (a new one counts against its owner) and notes whether it is now empty. */
  function keep(tableId: number, table: MemoryTable, at: number): void {
    if (!tables.has(tableId)) {
      tables.set(tableId, table)
      charge(table.owner, 'tables', 1)
    }
    emptySince.delete(tableId)
    if (table.seats.length === 0 && table.state === 'STATUS_SETUP') emptySince.set(tableId, at)
  }

  /** Moves money into (amount > 0) or out of a seat and writes its ledger entry; the caller checked the rules. */
  function move(table: MemoryTable, seat: SeatRecord, kind: LedgerKind, amountCents: number, at: string, refs: { gameId?: number; betId?: number } = {}): void {
    seat.balanceCents += amountCents
    table.ledger.push({ entryId: nextEntryId++, seatId: seat.seatId, playerId: seat.playerId, kind, amountCents, balanceAfterCents: seat.balanceCents, ...refs, at })
  }

  function existingTable(tableId: number): MemoryTable {
    const table = tables.get(tableId)
    if (!table) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
    return table
  }

  /** A table not yet stored; refused beyond the store's bound (503) or the owner's share of it (429). */
  function newTable(settings: TableSettings, owner: string | undefined, at: number): MemoryTable {
    forgetEmptyTables(at)
    if (tables.size >= bounds.maxTables) {
      throw new DomainError('STORE_LIMIT_REACHED', `The store holds the most tables it allows (${bounds.maxTables}).`)
    }
    if (owner !== undefined && (held.get(owner)?.tables ?? 0) >= bounds.maxTablesPerCaller) {
      throw new DomainError(
        'CALLER_LIMIT_REACHED',
        `You have opened ${bounds.maxTablesPerCaller} tables, the most one caller may hold; use one of them (an empty table is forgotten after ${Math.round(bounds.emptyTableTtlMs / 60_000)} minutes).`,
      )
    }
    return { owner, settings, seats: [], state: 'STATUS_SETUP', gamesStarted: 0, bets: new Map(), betsOfGame: new Map(), ledger: [], totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 } }
  }

  const betsOf = (table: MemoryTable, gameId: number): readonly Bet[] => table.betsOfGame.get(gameId) ?? []

  function forgetBets(table: MemoryTable, gameId: number): void {
    for (const bet of betsOf(table, gameId)) table.bets.delete(bet.betId)
    table.betsOfGame.delete(gameId)
  }

  function recordOf(tableId: number, table: MemoryTable): TableRecord {
    const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
    return {
      tableId,
      settings: { ...table.settings },
      state: table.state,
      ...(game ? { game } : {}),
      gamesStarted: table.gamesStarted,
      seats: table.seats.map((s) => ({ ...s })).sort((a, b) => a.seatId - b.seatId),
      bets: game ? betsOf(table, game.gameId).map((bet) => ({ ...bet })) : [],
      totals: { ...table.totals },
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
      const previous = replay(answers, command.idempotency)
      if (previous) return previous
      const table = tables.get(command.tableId) ?? newTable(defaultTableSettings(command.seatCount), command.owner, at)
      const decision = decideSit(table.seats, command.playerId, command.buyInCents, table.settings.numberOfSeats)
      let seat = table.seats.find((s) => s.seatId === decision.seatId)
      if (!seat) {
        seat = { seatId: decision.seatId, playerId: command.playerId, balanceCents: 0 }
        table.seats.push(seat)
      }
      move(table, seat, 'BUY_IN', command.buyInCents, new Date(at).toISOString())
      keep(command.tableId, table, at)
      const result: SitResult = { seatId: decision.seatId, balanceCents: decision.balanceCents }
      if (command.idempotency) remember(answers, command.idempotency, result, at)
      return result
    },

    async getSeats(tableId) {
      const table = tables.get(tableId)
      return table ? recordOf(tableId, table).seats : []
    },

    async createTable(settings, owner) {
      const at = now()
      const table = newTable({ ...settings }, owner, at)
      while (tables.has(nextTableId)) nextTableId++
      if (nextTableId > MAX_TABLE_ID) throw new DomainError('STORE_LIMIT_REACHED', 'Every table id is in use.')
      const tableId = nextTableId++
      keep(tableId, table, at)
      return tableId
    },

    async getTable(tableId) {
      const table = tables.get(tableId)
      return table ? recordOf(tableId, table) : undefined
    },

    async startGame(tableId, game, defaults, owner) {
      const at = now()
      const table = tables.get(tableId) ?? newTable({ ...defaults }, owner, at)
      if (table.state !== 'STATUS_SETUP' || table.gamesStarted !== game.nonce - 1) throw stateChanged(table, 'STATUS_SETUP')
      games.set(gameKey(tableId, game.gameId), deepFreeze(structuredClone(game)))
      // Forget the oldest finished games beyond the bound, with their bets (a game in progress is never dropped).
      for (const [key, old] of games) {
        if (games.size <= bounds.maxGames) break
        const heldBy = tables.get(Number(key.slice(0, key.indexOf(':'))))
        if (heldBy?.gameId === old.gameId) continue
        games.delete(key)
        if (heldBy) forgetBets(heldBy, old.gameId)
      }
      table.state = NEXT_STATE.STATUS_SETUP
      table.gameId = game.gameId
      table.gamesStarted = game.nonce
      keep(tableId, table, at)
      return recordOf(tableId, table)
    },

    async advanceGame(tableId, from) {
      const table = tables.get(tableId)
      if (!table || table.state !== from) throw stateChanged(table, from)
      if (from === 'STATUS_TURN') {
        const game = games.get(gameKey(tableId, table.gameId!))!
        const at = new Date(now()).toISOString()
        for (const result of settleBets(game, betsOf(table, game.gameId))) {
          const bet = table.bets.get(result.betId)!
          bet.status = result.status
          bet.payoutCents = result.payoutCents
          if (result.payoutCents > 0) {
            // A player who left can have no open bet (leaving is refused while one is), so the seat is there.
            move(table, table.seats.find((s) => s.seatId === bet.seatId)!, 'PAYOUT', result.payoutCents, at, { gameId: bet.gameId, betId: bet.betId })
            table.totals.amountPaidOutCents += result.payoutCents
          }
        }
        table.totals.gamesPlayed += 1
      }
      table.state = NEXT_STATE[from]
      if (table.state === 'STATUS_SETUP') delete table.gameId
      keep(tableId, table, now())
      return recordOf(tableId, table)
    },

    async placeBet(tableId, request) {
      const at = now()
      dropExpiredAnswers(at)
      const previous = replay(betAnswers, request.idempotency)
      if (previous) return previous
      const table = existingTable(tableId)
      const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
      const planned = planBet({ ...table, game }, request)
      const seat = table.seats.find((s) => s.seatId === planned.seatId)!
      const { balanceAfterCents: _, ...fields } = planned
      const bet: Bet = { betId: nextBetId++, ...fields, status: 'OPEN', placedAt: new Date(at).toISOString() }
      table.bets.set(bet.betId, bet)
      const ofGame = table.betsOfGame.get(bet.gameId)
      if (ofGame) ofGame.push(bet)
      else table.betsOfGame.set(bet.gameId, [bet])
      move(table, seat, 'BET', -bet.stakeCents, bet.placedAt, { gameId: bet.gameId, betId: bet.betId })
      table.totals.amountBetCents += bet.stakeCents
      const result: BetResult = { bet: { ...bet }, balanceCents: seat.balanceCents }
      if (request.idempotency) remember(betAnswers, request.idempotency, result, at)
      return result
    },

    async cancelBet(tableId, betId, caller, playerId) {
      const table = existingTable(tableId)
      const bet = table.bets.get(betId)
      if (!bet) throw new DomainError('BET_NOT_FOUND', `Table ${tableId} has no bet ${betId}.`)
      const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
      const refund = planCancel({ state: table.state, game }, bet, caller, playerId)
      const seat = table.seats.find((s) => s.seatId === bet.seatId)!
      bet.status = 'CANCELLED'
      move(table, seat, 'BET_CANCEL', refund, new Date(now()).toISOString(), { gameId: bet.gameId, betId: bet.betId })
      table.totals.amountBetCents -= refund
      return { bet: { ...bet }, balanceCents: seat.balanceCents }
    },

    async leaveTable(tableId, playerId) {
      const table = existingTable(tableId)
      const seat = table.seats.find((s) => s.playerId === playerId)
      if (!seat) throw new DomainError('NOT_SEATED', `Player ${JSON.stringify(playerId.slice(0, 128))} is not seated at this table.`)
      // Only the game in progress can hold open bets: every earlier game was settled at its river.
      assertNoOpenBets(table.gameId === undefined ? [] : betsOf(table, table.gameId), playerId)
      const cashedOutCents = seat.balanceCents
      const at = now()
      move(table, seat, 'CASH_OUT', -cashedOutCents, new Date(at).toISOString())
      table.seats = table.seats.filter((s) => s !== seat)
      keep(tableId, table, at)
      return { seatId: seat.seatId, cashedOutCents }
    },

    async getBets(tableId, gameId) {
      const table = tables.get(tableId)
      return table ? betsOf(table, gameId).map((bet) => ({ ...bet })) : []
    },

    async getLedger(tableId, playerId) {
      const table = tables.get(tableId)
      return (table?.ledger ?? []).filter((entry) => playerId === undefined || entry.playerId === playerId).map((entry) => ({ ...entry }))
    },

    async getGame(tableId, gameId) {
      return games.get(gameKey(tableId, gameId))
    },

    async health(): Promise<StoreHealth> {
      const at = now()
      forgetEmptyTables(at)
      dropExpiredAnswers(at)
      const full = [
        ...(tables.size >= bounds.maxTables ? [`${bounds.maxTables} tables: new tables are refused`] : []),
        ...(answers.size + betAnswers.size >= bounds.maxIdempotencyKeys ? [`${bounds.maxIdempotencyKeys} idempotency keys: new keyed requests are refused`] : []),
      ]
      return full.length === 0 ? { name: 'memory', ok: true } : { name: 'memory', ok: true, atBound: true, detail: `The store is at its bound of ${full.join('; and ')}.` }
    },

    async close(): Promise<void> {},
  }
}
