// In-memory table store: the zero-setup default (lost on restart); bounded so it cannot be used to exhaust memory.

import { pageOf, planBuyIn, planCashOut, planTransfer, type AccountEntry, type PlannedAccountEntry } from '../core/accounts.ts'
import { assertNoOpenBets, planBet, planCancel, settleBets, type Bet, type LedgerEntry, type LedgerKind, type TableTotals } from '../core/bets.ts'
import { ODDS_SCALE } from '../core/pricing.ts'
import { DomainError } from '../core/errors.ts'
import { nextStateOf, type Game, type GameState } from '../core/game.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../core/idempotency.ts'
import { dueStep, planReady, stageEndsAtOf, type TableEventType } from '../core/live.ts'
import { MAX_TABLE_ID } from '../core/limits.ts'
import { decideSit, type SeatRecord, type SitCommand, type SitResult } from '../core/seating.ts'
import { defaultTableSettings, type TableSettings } from '../core/tables.ts'
import {
  EVENTS_KEPT_PER_TABLE,
  type BetChange,
  type BetResult,
  type EventView,
  type EventViewAfterBet,
  type StoreHealth,
  type StoredTicket,
  type TableEvent,
  type TableHead,
  type TableRecord,
  type TableStore,
} from '../ports/table-store.ts'

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
  /**
   * Most ledger entries kept per table. Beyond it the oldest half is dropped, each player's dropped entries summed
   * into one BALANCE_FORWARD entry, so every player's entries still add up to their balance and the house report
   * (kept as running sums) is unchanged.
   */
  maxLedgerEntriesPerTable: number
  /** Most games kept per table; beyond it the table's oldest finished games are forgotten, with their bets. */
  maxGamesPerTable: number
}

export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = {
  maxTables: 100_000,
  maxIdempotencyKeys: 1_000_000,
  maxGames: 100_000,
  maxTablesPerCaller: 100,
  maxIdempotencyKeysPerCaller: 10_000,
  emptyTableTtlMs: 10 * 60 * 1000,
  maxLedgerEntriesPerTable: 10_000,
  maxGamesPerTable: 1_000,
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
  /** The same entries by player, so a player's page is found without reading the table's whole history. */
  ledgerOf: Map<string, LedgerEntry[]>
  /** Every entry ever written at the table summed by kind (the ledger itself may have dropped old ones). */
  kindSums: Map<LedgerKind, number>
  /** The games kept, oldest first (at most maxGamesPerTable). */
  gameIds: number[]
  totals: TableTotals
  stageEndsAt?: number
  ready: string[]
  eventId: number
  /**
   * The last EVENTS_KEPT_PER_TABLE events, oldest first. A placed bet's event may keep only its change (rendered when
   * read, folded onto the view before it); the oldest kept event always has its view.
   */
  events: KeptEvent[]
  /** The last view rendered from kept changes, so a follower's next event is one fold. */
  lastRendered?: { eventId: number; view: unknown }
}

/** An event as kept: with its view, or (a placed bet's, when the store folds) with what the bet changed. */
type KeptEvent = Omit<TableEvent, 'view'> & ({ view: unknown; change?: undefined } | { view?: undefined; change: BetChange })

const gameKey = (tableId: number, gameId: number) => `${tableId}:${gameId}`

/** A game never changes once dealt: stored frozen, it is handed out as is instead of copied on every read. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/**
 * The memory store. `now` is its clock (deadlines, key ages); `eventView` renders each event's public view (without
 * it events carry a null view). With `eventViewAfterBet` too, a placed bet's event keeps only what the bet changed and
 * its view is folded from the view before when read: a bet costs the same however many bets its game has.
 */
export function createMemoryStore(
  limits: Partial<MemoryStoreLimits> = {},
  now: () => number = Date.now,
  eventView?: EventView,
  eventViewAfterBet?: EventViewAfterBet,
): TableStore {
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
  // AUTO tables, the only ones the clock may owe a step.
  const autoTables = new Set<number>()
  const tickets = new Map<string, StoredTicket>()
  const accounts = new Map<string, { balanceCents: number; entries: AccountEntry[] }>()
  const transferAnswers = new Map<string, StoredAnswer<{ entry: AccountEntry; balanceCents: number }>>()
  // Sums of every account entry ever written, by kind: where the house's money came from.
  const houseSums = new Map<string, number>()
  let nextAccountEntryId = 1
  // Stakes - cancels - payouts of every table, kept apart from the tables (an empty table is forgotten).
  let houseResultCents = 0
  const eventListeners = new Set<(tableId: number, eventId: number) => void>()
  let nextTableId = 1
  let nextBetId = 1
  let nextEntryId = 1

  /**
   * Numbers the change, keeps its event (with the public view of the table after it, or a placed bet's `change` when
   * the store folds) and tells the listeners.
   */
  function emit(tableId: number, table: MemoryTable, type: TableEventType, at: number, change?: Omit<BetChange, 'eventId' | 'atMs'>): void {
    table.eventId += 1
    const head = { tableId, eventId: table.eventId, type, at: new Date(at).toISOString() }
    const folds = change !== undefined && eventView !== undefined && eventViewAfterBet !== undefined && table.events.length > 0
    table.events.push(
      folds ? { ...head, change: { ...change, eventId: table.eventId, atMs: at } } : { ...head, view: eventView ? eventView(recordOf(tableId, table), at) : null },
    )
    if (table.events.length > EVENTS_KEPT_PER_TABLE) {
      // The next oldest takes its view before the oldest goes: what every later change folds from.
      const [dropped, next] = table.events
      if (next.change) table.events[1] = { ...next, view: viewAfter(dropped.view, next), change: undefined }
      table.events.shift()
    }
    const eventId = table.eventId
    // After the change returns, as a database's notification arrives after its commit.
    queueMicrotask(() => {
      for (const listener of eventListeners) listener(tableId, eventId)
    })
  }

  /** A kept event's view: its own, or its bet's change folded onto `before`, the view of the event before it. */
  function viewAfter(before: unknown, event: KeptEvent): unknown {
    return event.change ? eventViewAfterBet!(before, event.change) : event.view
  }

  /** Kept events after `afterEventId`, at most `limit`, each with its view (a bet's change folded onto the view before). */
  function renderEvents(table: MemoryTable, afterEventId: number, limit: number): TableEvent[] {
    const kept = table.events
    if (kept.length === 0) return []
    const first = Math.max(0, afterEventId + 1 - kept[0].eventId)
    const chosen = kept.slice(first, first + limit)
    if (!chosen.some((event) => event.change)) return chosen as TableEvent[]
    // The view just before the first chosen event: the last rendered one when it is that, else from the newest kept view.
    let index = first - 1
    let before: unknown
    const cached = table.lastRendered
    if (cached && cached.eventId === kept[0].eventId + index) before = cached.view
    else {
      let from = Math.max(0, index)
      while (kept[from].change) from--
      before = kept[from].view
      for (let i = from + 1; i <= index; i++) before = viewAfter(before, kept[i])
    }
    const events = chosen.map((event): TableEvent => {
      const { change: _change, ...rest } = event
      before = viewAfter(before, event)
      return { ...rest, view: before }
    })
    table.lastRendered = { eventId: events.at(-1)!.eventId, view: before }
    return events
  }

  function notDue(): DomainError {
    return new DomainError('NOT_DUE', 'The clock owes this table no step now.')
  }

  function charge(owner: string | undefined, kind: 'tables' | 'keys', amount: 1 | -1): void {
    if (owner === undefined) return
    const share = held.get(owner) ?? { tables: 0, keys: 0 }
    share[kind] += amount
    if (share.tables === 0 && share.keys === 0) held.delete(owner)
    else held.set(owner, share)
  }

  function dropExpiredAnswers(at: number): void {
    for (const map of [answers, betAnswers, transferAnswers] as Array<Map<string, StoredAnswer<unknown>>>) {
      for (const [key, answer] of map) {
        if (answer.expiresAt > at) break
        map.delete(key)
        charge(answer.owner, 'keys', -1)
      }
    }
  }

  /** Refuses a new key beyond the store's bound (503) or beyond the caller's share of it (429). */
  function assertRoomForKey(owner: string | undefined): void {
    if (answers.size + betAnswers.size + transferAnswers.size >= bounds.maxIdempotencyKeys) {
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
      for (const gameId of table.gameIds) games.delete(gameKey(tableId, gameId))
      tables.delete(tableId)
      autoTables.delete(tableId)
      emptySince.delete(tableId)
      charge(table.owner, 'tables', -1)
    }
  }

  /** Stores the table (a new one counts against its owner) and notes whether it is now empty. */
  function keep(tableId: number, table: MemoryTable, at: number): void {
    if (!tables.has(tableId)) {
      tables.set(tableId, table)
      charge(table.owner, 'tables', 1)
      if (table.settings.mode === 'AUTO') autoTables.add(tableId)
    }
    emptySince.delete(tableId)
    if (table.seats.length === 0 && table.state === 'STATUS_SETUP') emptySince.set(tableId, at)
  }

  /** Moves money into (amount > 0) or out of a seat and writes its ledger entry; the caller checked the rules. */
  function move(table: MemoryTable, seat: SeatRecord, kind: LedgerKind, amountCents: number, at: string, refs: { gameId?: number; betId?: number } = {}): void {
    seat.balanceCents += amountCents
    const entry: LedgerEntry = { entryId: nextEntryId++, seatId: seat.seatId, playerId: seat.playerId, kind, amountCents, balanceAfterCents: seat.balanceCents, ...refs, at }
    table.ledger.push(entry)
    if (kind === 'BET' || kind === 'BET_CANCEL' || kind === 'PAYOUT') houseResultCents -= amountCents
    const own = table.ledgerOf.get(seat.playerId)
    if (own) own.push(entry)
    else table.ledgerOf.set(seat.playerId, [entry])
    table.kindSums.set(kind, (table.kindSums.get(kind) ?? 0) + amountCents)
    if (table.ledger.length > bounds.maxLedgerEntriesPerTable) compactLedger(table)
  }

  /**
   * Drops the oldest half of a table's ledger. Each player's dropped entries become one BALANCE_FORWARD entry with
   * their summed amount, the entryId, seat, time and balance of the last of them: entry ids stay in order, and a
   * player's entries still add up to the balance.
   */
  function compactLedger(table: MemoryTable): void {
    const dropped = table.ledger.length - Math.floor(bounds.maxLedgerEntriesPerTable / 2)
    const forward = new Map<string, LedgerEntry>()
    for (let i = 0; i < dropped; i++) {
      const entry = table.ledger[i]
      const sum = forward.get(entry.playerId)
      forward.set(entry.playerId, {
        entryId: entry.entryId,
        seatId: entry.seatId,
        playerId: entry.playerId,
        kind: 'BALANCE_FORWARD',
        amountCents: (sum?.amountCents ?? 0) + entry.amountCents,
        balanceAfterCents: entry.balanceAfterCents,
        at: entry.at,
      })
    }
    const summaries = [...forward.values()].sort((a, b) => a.entryId - b.entryId)
    table.ledger = [...summaries, ...table.ledger.slice(dropped)]
    for (const [playerId, summary] of forward) {
      const own = table.ledgerOf.get(playerId)!
      table.ledgerOf.set(playerId, [summary, ...own.filter((entry) => entry.entryId > summary.entryId)])
    }
  }

  /** The player's account, made on first use. */
  function accountOf(playerId: string): { balanceCents: number; entries: AccountEntry[] } {
    let account = accounts.get(playerId)
    if (!account) {
      account = { balanceCents: 0, entries: [] }
      accounts.set(playerId, account)
    }
    return account
  }

  /** Writes planned account entries (each carries the balance after it). */
  function record(playerId: string, planned: readonly PlannedAccountEntry[], at: string): AccountEntry[] {
    const account = accountOf(playerId)
    return planned.map((entry) => {
      const written: AccountEntry = { entryId: nextAccountEntryId++, playerId, ...entry, at }
      account.entries.push(written)
      account.balanceCents = entry.balanceAfterCents
      const sum = houseSums.get(entry.kind) ?? 0
      houseSums.set(entry.kind, sum + entry.amountCents)
      return written
    })
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
    return {
      owner,
      settings,
      seats: [],
      state: 'STATUS_SETUP',
      gamesStarted: 0,
      bets: new Map(),
      betsOfGame: new Map(),
      ledger: [],
      ledgerOf: new Map(),
      kindSums: new Map(),
      gameIds: [],
      totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
      ready: [],
      eventId: 0,
      events: [],
    }
  }

  const betsOf = (table: MemoryTable, gameId: number): readonly Bet[] => table.betsOfGame.get(gameId) ?? []

  function forgetBets(table: MemoryTable, gameId: number): void {
    for (const bet of betsOf(table, gameId)) table.bets.delete(bet.betId)
    table.betsOfGame.delete(gameId)
  }

  function recordOf(tableId: number, table: MemoryTable): TableRecord {
    const { gameId, ...head } = headOf(tableId, table)
    const game = gameId === undefined ? undefined : games.get(gameKey(tableId, gameId))
    return { ...head, ...(game ? { game } : {}), bets: game ? betsOf(table, game.gameId).map((bet) => ({ ...bet })) : [] }
  }

  function headOf(tableId: number, table: MemoryTable): TableHead {
    return {
      tableId,
      settings: { ...table.settings },
      state: table.state,
      ...(table.gameId === undefined ? {} : { gameId: table.gameId }),
      gamesStarted: table.gamesStarted,
      seats: table.seats.map((s) => ({ ...s })).sort((a, b) => a.seatId - b.seatId),
      totals: { ...table.totals },
      ...(table.stageEndsAt === undefined ? {} : { stageEndsAt: table.stageEndsAt }),
      ready: [...table.ready],
      eventId: table.eventId,
    }
  }

  /** Moves the table into `state` at `at`: its deadline by the clock, nobody ready yet. */
  function enter(table: MemoryTable, state: GameState, at: number): void {
    table.state = state
    table.ready = []
    const endsAt = stageEndsAtOf(table.settings, state, at)
    if (endsAt === undefined) delete table.stageEndsAt
    else table.stageEndsAt = endsAt
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
      // The buy-in leaves the account (granted first when play money is short) and enters the seat, in one step.
      const fromAccount = planBuyIn(accounts.get(command.playerId)?.balanceCents ?? 0, command.buyInCents, command.wallet ?? 'play', command.tableId, decision.seatId)
      record(command.playerId, fromAccount, new Date(at).toISOString())
      let seat = table.seats.find((s) => s.seatId === decision.seatId)
      if (!seat) {
        seat = { seatId: decision.seatId, playerId: command.playerId, balanceCents: 0 }
        table.seats.push(seat)
      }
      move(table, seat, 'BUY_IN', command.buyInCents, new Date(at).toISOString())
      keep(command.tableId, table, at)
      emit(command.tableId, table, 'seats', at)
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
      emit(tableId, table, 'table', at)
      return tableId
    },

    async getTable(tableId) {
      const table = tables.get(tableId)
      return table ? recordOf(tableId, table) : undefined
    },

    async getTableHead(tableId) {
      const table = tables.get(tableId)
      return table ? headOf(tableId, table) : undefined
    },

    async startGame(tableId, game, defaults, owner, options = {}) {
      const at = now()
      const table = tables.get(tableId) ?? newTable({ ...defaults }, owner, at)
      if (table.state !== 'STATUS_SETUP' || table.gamesStarted !== game.nonce - 1) throw stateChanged(table, 'STATUS_SETUP')
      if (options.due && dueStep(table, at) !== 'STATUS_SETUP') throw notDue()
      games.set(gameKey(tableId, game.gameId), deepFreeze(structuredClone(game)))
      // The table's own bound first (the new game is in progress, every other one finished), then the store's.
      table.gameIds.push(game.gameId)
      while (table.gameIds.length > bounds.maxGamesPerTable) {
        const oldest = table.gameIds.shift()!
        games.delete(gameKey(tableId, oldest))
        forgetBets(table, oldest)
      }
      // Forget the oldest finished games beyond the bound, with their bets (a game in progress is never dropped).
      for (const [key, old] of games) {
        if (games.size <= bounds.maxGames) break
        const heldBy = tables.get(Number(key.slice(0, key.indexOf(':'))))
        if (heldBy?.gameId === old.gameId) continue
        games.delete(key)
        if (heldBy) forgetBets(heldBy, old.gameId)
      }
      enter(table, 'STATUS_HOLE', at)
      table.gameId = game.gameId
      table.gamesStarted = game.nonce
      keep(tableId, table, at)
      emit(tableId, table, 'stage', at)
      return recordOf(tableId, table)
    },

    async advanceGame(tableId, from, options = {}) {
      const table = tables.get(tableId)
      if (!table || table.state !== from) throw stateChanged(table, from)
      const stepAt = now()
      if (options.due && dueStep({ ...table, game: undefined }, stepAt) !== from) throw notDue()
      const next = nextStateOf(from, table.settings)
      if (next === 'STATUS_RIVER') {
        const game = games.get(gameKey(tableId, table.gameId!))!
        const at = new Date(stepAt).toISOString()
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
      enter(table, next, stepAt)
      if (next === 'STATUS_SETUP') delete table.gameId
      keep(tableId, table, stepAt)
      emit(tableId, table, 'stage', stepAt)
      return recordOf(tableId, table)
    },

    async markReady(tableId, request) {
      const table = existingTable(tableId)
      const at = now()
      const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
      if (planReady({ ...table, game }, request, at)) {
        table.ready.push(request.playerId)
        emit(tableId, table, 'ready', at)
      }
      return recordOf(tableId, table)
    },

    async dueTables(limit) {
      const at = now()
      const due: Array<{ tableId: number; from: GameState }> = []
      for (const tableId of autoTables) {
        const table = tables.get(tableId)!
        const from = dueStep({ ...table, game: undefined }, at)
        if (from !== undefined) due.push({ tableId, from })
        if (due.length >= limit) break
      }
      return due
    },

    async readEvents(tableId, afterEventId, limit) {
      const table = tables.get(tableId)
      if (!table) return { events: [], lastEventId: 0, oldestKept: 1 }
      const events = renderEvents(table, afterEventId, limit)
      return { events, lastEventId: table.eventId, oldestKept: table.events[0]?.eventId ?? table.eventId + 1 }
    },

    onEvent(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    async saveTicket(hash, ticket) {
      const at = now()
      for (const [key, held] of tickets) if (held.expiresAt <= at) tickets.delete(key)
      if (tickets.size >= bounds.maxIdempotencyKeys) throw new DomainError('STORE_LIMIT_REACHED', 'Too many event tickets are held; retry later.')
      tickets.set(hash, structuredClone(ticket))
    },

    async takeTicket(hash) {
      const ticket = tickets.get(hash)
      tickets.delete(hash)
      return ticket && ticket.expiresAt > now() ? ticket : undefined
    },

    async clock() {
      return now()
    },

    async placeBet(tableId, request) {
      const at = now()
      dropExpiredAnswers(at)
      const previous = replay(betAnswers, request.idempotency)
      if (previous) return previous
      const table = existingTable(tableId)
      const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
      const planned = planBet({ ...table, game }, request, at)
      const seat = table.seats.find((s) => s.seatId === planned.seatId)!
      const { balanceAfterCents: _, ...fields } = planned
      const bet: Bet = { betId: nextBetId++, ...fields, status: 'OPEN', placedAt: new Date(at).toISOString() }
      table.bets.set(bet.betId, bet)
      const ofGame = table.betsOfGame.get(bet.gameId)
      if (ofGame) ofGame.push(bet)
      else table.betsOfGame.set(bet.gameId, [bet])
      move(table, seat, 'BET', -bet.stakeCents, bet.placedAt, { gameId: bet.gameId, betId: bet.betId })
      table.totals.amountBetCents += bet.stakeCents
      emit(tableId, table, 'bet', at, { bet: { ...bet }, seatId: seat.seatId, seatBalanceCents: seat.balanceCents, amountBetCents: table.totals.amountBetCents })
      const result: BetResult = { bet: { ...bet }, balanceCents: seat.balanceCents }
      if (request.idempotency) remember(betAnswers, request.idempotency, result, at)
      return result
    },

    async cancelBet(tableId, betId, caller, playerId) {
      const table = existingTable(tableId)
      const bet = table.bets.get(betId)
      if (!bet) throw new DomainError('BET_NOT_FOUND', `Table ${tableId} has no bet ${betId}.`)
      const game = table.gameId === undefined ? undefined : games.get(gameKey(tableId, table.gameId))
      const at = now()
      const refund = planCancel({ state: table.state, game, stageEndsAt: table.stageEndsAt }, bet, caller, playerId, at)
      const seat = table.seats.find((s) => s.seatId === bet.seatId)!
      bet.status = 'CANCELLED'
      move(table, seat, 'BET_CANCEL', refund, new Date(at).toISOString(), { gameId: bet.gameId, betId: bet.betId })
      table.totals.amountBetCents -= refund
      emit(tableId, table, 'bet', at)
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
      const toAccount = planCashOut(accounts.get(playerId)?.balanceCents ?? 0, cashedOutCents, tableId, seat.seatId)
      move(table, seat, 'CASH_OUT', -cashedOutCents, new Date(at).toISOString())
      record(playerId, [toAccount], new Date(at).toISOString())
      table.seats = table.seats.filter((s) => s !== seat)
      table.ready = table.ready.filter((player) => player !== playerId)
      keep(tableId, table, at)
      emit(tableId, table, 'seats', at)
      return { seatId: seat.seatId, cashedOutCents }
    },

    async getBets(tableId, gameId) {
      const table = tables.get(tableId)
      return table ? betsOf(table, gameId).map((bet) => ({ ...bet })) : []
    },

    async getLedger(tableId, playerId, page) {
      const table = tables.get(tableId)
      const entries = (playerId === undefined ? table?.ledger : table?.ledgerOf.get(playerId)) ?? []
      return (page ? pageOf(entries, page) : entries).map((entry) => ({ ...entry }))
    },

    async getAccount(playerId) {
      const seats: Array<{ tableId: number; seatId: number; balanceCents: number }> = []
      for (const [tableId, table] of tables) {
        const seat = table.seats.find((s) => s.playerId === playerId)
        if (seat) seats.push({ tableId, seatId: seat.seatId, balanceCents: seat.balanceCents })
      }
      return { balanceCents: accounts.get(playerId)?.balanceCents ?? 0, seats: seats.sort((a, b) => a.tableId - b.tableId) }
    },

    async getAccountLedger(playerId, page) {
      return pageOf(accounts.get(playerId)?.entries ?? [], page).map((entry) => ({ ...entry }))
    },

    async transfer(playerId, amountCents, by, idempotency) {
      const at = now()
      dropExpiredAnswers(at)
      const previous = replay(transferAnswers, idempotency)
      if (previous) return previous
      const planned = planTransfer(accounts.get(playerId)?.balanceCents ?? 0, amountCents, by)
      const [entry] = record(playerId, [planned], new Date(at).toISOString())
      const result = { entry: { ...entry }, balanceCents: entry.balanceAfterCents }
      remember(transferAnswers, idempotency, result, at)
      return result
    },

    async houseTotals() {
      let accountsCents = 0
      for (const account of accounts.values()) accountsCents += account.balanceCents
      const perTable = [...tables].map(([tableId, table]) => {
        const sum = (kind: LedgerKind) => table.kindSums.get(kind) ?? 0
        const open = table.gameId === undefined ? [] : betsOf(table, table.gameId).filter((bet) => bet.status === 'OPEN')
        return {
          tableId,
          targetRtpBp: table.settings.targetRtpBp,
          gamesPlayed: table.totals.gamesPlayed,
          betCents: -sum('BET'),
          cancelledCents: sum('BET_CANCEL'),
          paidOutCents: sum('PAYOUT'),
          openStakesCents: open.reduce((total, bet) => total + bet.stakeCents, 0),
          openExposureCents: open.reduce((total, bet) => total + Math.floor((bet.stakeCents * bet.recordedOddsTenths) / ODDS_SCALE), 0),
          seatsCents: table.seats.reduce((total, seat) => total + seat.balanceCents, 0),
        }
      })
      return {
        depositsCents: houseSums.get('DEPOSIT') ?? 0,
        grantsCents: houseSums.get('PLAY_GRANT') ?? 0,
        withdrawalsCents: -(houseSums.get('WITHDRAWAL') ?? 0),
        accountsCents,
        seatsCents: perTable.reduce((total, t) => total + t.seatsCents, 0),
        houseResultCents,
        tables: perTable.sort((a, b) => a.tableId - b.tableId),
      }
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
