// Tables and seats: a table made on first use within the store's bounds and its owner's share, forgotten once empty
// for a while; sits (the buy-in from the account into the seat, in one step) and leaves (the seat cashed out).

import { planBuyIn, planCashOut } from '../../core/accounts.ts'
import { UNVERIFIED_ACTOR } from '../../core/audit.ts'
import { assertNoOpenBets } from '../../core/bets.ts'
import { DomainError } from '../../core/errors.ts'
import { MAX_TABLE_ID } from '../../core/limits.ts'
import { decideSit, type SeatRecord, type SitResult } from '../../core/seating.ts'
import { assertTableEnabled, tableSwitchOf } from '../../core/switches.ts'
import { defaultTableSettings, type TableSettings } from '../../core/tables.ts'
import type { TableStore } from '../../ports/table-store.ts'
import { accountBalance, move, record } from './accounts.ts'
import { appendRows } from './audit.ts'
import { emit } from './events.ts'
import { dropExpiredAnswers, remember, replay } from './idempotency.ts'
import { assertProtected } from './protection.ts'
import { betsOf, charge, gameKey, headOf, type MemoryState, type MemoryTable, recordOf } from './state.ts'

export function existingTable(state: MemoryState, tableId: number): MemoryTable {
  const table = state.tables.get(tableId)
  if (!table) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
  return table
}

/** Where `tableId` is, or would go, in the ascending `ids`: the first position whose id is not below it. */
function positionOf(ids: number[], tableId: number): number {
  let low = 0
  let high = ids.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (ids[middle] < tableId) low = middle + 1
    else high = middle
  }
  return low
}

/** Forgets tables that have been empty (nobody seated, no game in progress) for emptyTableTtlMs. */
export function forgetEmptyTables(state: MemoryState, at: number): void {
  for (const [tableId, since] of state.emptySince) {
    if (since + state.bounds.emptyTableTtlMs > at) break
    const table = state.tables.get(tableId)!
    for (const gameId of table.gameIds) state.games.delete(gameKey(tableId, gameId))
    state.tables.delete(tableId)
    state.tableIds.splice(positionOf(state.tableIds, tableId), 1)
    state.autoTables.delete(tableId)
    state.emptySince.delete(tableId)
    charge(state, table.owner, 'tables', -1)
  }
}

/** A table not yet stored; refused beyond the store's bound (503) or the owner's share of it (429). */
export function newTable(
  state: MemoryState,
  settings: TableSettings,
  owner: string | undefined,
  at: number,
): MemoryTable {
  const { bounds } = state
  forgetEmptyTables(state, at)
  if (state.tables.size >= bounds.maxTables) {
    throw new DomainError('STORE_LIMIT_REACHED', `The store holds the most tables it allows (${bounds.maxTables}).`)
  }
  if (owner !== undefined && (state.held.get(owner)?.tables ?? 0) >= bounds.maxTablesPerCaller) {
    throw new DomainError(
      'CALLER_LIMIT_REACHED',
      `You have opened ${bounds.maxTablesPerCaller} tables, the most one caller may hold; use one of them (an empty ` +
        `table is forgotten after ${Math.round(bounds.emptyTableTtlMs / 60_000)} minutes).`,
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

/** Stores the table (a new one counts against its owner) and notes whether it is now empty. */
export function keep(state: MemoryState, tableId: number, table: MemoryTable, at: number): void {
  if (!state.tables.has(tableId)) {
    state.tables.set(tableId, table)
    state.tableIds.splice(positionOf(state.tableIds, tableId), 0, tableId)
    charge(state, table.owner, 'tables', 1)
    if (table.settings.mode === 'AUTO') state.autoTables.add(tableId)
  }
  state.emptySince.delete(tableId)
  if (table.seats.length === 0 && table.state === 'STATUS_SETUP' && !table.disabled) state.emptySince.set(tableId, at)
}

/** The seat's whole balance back to its player's account, and the seat given up (the caller checked the rules). */
export function cashOut(state: MemoryState, tableId: number, table: MemoryTable, seat: SeatRecord, at: number): void {
  // With the seamless wallet a seat holds nothing between steps (each step that fills it empties it to the wallet).
  if (!state.bounds.seamless) {
    const toAccount = planCashOut(accountBalance(state, seat.playerId), seat.balanceCents, tableId, seat.seatId)
    move(state, table, seat, 'CASH_OUT', -seat.balanceCents, new Date(at).toISOString())
    record(state, seat.playerId, [toAccount], new Date(at).toISOString())
  }
  table.seats = table.seats.filter((s) => s !== seat)
  table.ready = table.ready.filter((player) => player !== seat.playerId)
}

export function createMemoryTables(state: MemoryState): TableStore {
  return {
    async sit(command): Promise<SitResult> {
      const at = state.now()
      dropExpiredAnswers(state, at)
      const previous = replay(state, state.answers, command.idempotency)
      if (previous) return previous
      assertProtected(state, command.playerId, undefined, 'sit or top-up', at)
      const table =
        state.tables.get(command.tableId) ?? newTable(state, defaultTableSettings(command.seatCount), command.owner, at)
      assertTableEnabled(command.tableId, tableSwitchOf(table.disabled, state.gaming), 'sit')
      const decision = decideSit(table.seats, command.playerId, command.buyInCents, table.settings.numberOfSeats)
      const seamless = command.wallet === 'seamless'
      // The buy-in leaves the account (granted first when play money is short) and enters the seat, in one step. With
      // the seamless wallet no money moves: the seat is taken, and each bet's stake comes from the wallet.
      if (!seamless) {
        const fromAccount = planBuyIn(
          accountBalance(state, command.playerId),
          command.buyInCents,
          command.wallet ?? 'play',
          command.tableId,
          decision.seatId,
        )
        record(state, command.playerId, fromAccount, new Date(at).toISOString())
      }
      let seat = table.seats.find((s) => s.seatId === decision.seatId)
      if (!seat) {
        seat = { seatId: decision.seatId, playerId: command.playerId, balanceCents: 0 }
        table.seats.push(seat)
      }
      if (!seamless) move(state, table, seat, 'BUY_IN', command.buyInCents, new Date(at).toISOString())
      keep(state, command.tableId, table, at)
      emit(
        state,
        command.tableId,
        table,
        { type: 'seats', seatId: seat.seatId, seat, seats: table.seats, ready: table.ready },
        at,
      )
      const result: SitResult = { seatId: decision.seatId, balanceCents: seamless ? 0 : decision.balanceCents }
      if (command.idempotency) remember(state, state.answers, command.idempotency, result, at)
      return result
    },

    async getSeats(tableId) {
      const table = state.tables.get(tableId)
      return table ? recordOf(state, tableId, table).seats : []
    },

    async createTable(settings, owner) {
      const at = state.now()
      const table = newTable(state, { ...settings }, owner, at)
      while (state.tables.has(state.nextTableId)) state.nextTableId++
      if (state.nextTableId > MAX_TABLE_ID) throw new DomainError('STORE_LIMIT_REACHED', 'Every table id is in use.')
      const tableId = state.nextTableId++
      keep(state, tableId, table, at)
      appendRows(
        state,
        [
          {
            kind: 'TABLE_CREATED',
            actor: owner ?? UNVERIFIED_ACTOR,
            tableId,
            before: null,
            after: { ...table.settings },
          },
        ],
        at,
      )
      emit(state, tableId, table, { type: 'table', settings: table.settings }, at)
      return tableId
    },

    async getTable(tableId) {
      const table = state.tables.get(tableId)
      return table ? recordOf(state, tableId, table) : undefined
    },

    async getTableHead(tableId) {
      const table = state.tables.get(tableId)
      return table ? headOf(state, tableId, table) : undefined
    },

    async listTableIds(afterTableId, limit) {
      const first = positionOf(state.tableIds, afterTableId + 1)
      return state.tableIds.slice(first, first + limit)
    },

    async leaveTable(tableId, playerId) {
      const table = existingTable(state, tableId)
      const seat = table.seats.find((s) => s.playerId === playerId)
      if (!seat)
        throw new DomainError(
          'NOT_SEATED',
          `Player ${JSON.stringify(playerId.slice(0, 128))} is not seated at this table.`,
        )
      // Only the game in progress can hold open bets: every earlier game was settled at its river.
      assertNoOpenBets(table.gameId === undefined ? [] : betsOf(table, table.gameId), playerId)
      const cashedOutCents = seat.balanceCents
      const at = state.now()
      cashOut(state, tableId, table, seat, at)
      keep(state, tableId, table, at)
      emit(state, tableId, table, { type: 'seats', seatId: seat.seatId, seats: table.seats, ready: table.ready }, at)
      return { seatId: seat.seatId, cashedOutCents }
    },
  }
}
