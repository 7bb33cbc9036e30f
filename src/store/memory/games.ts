// Games and stages: a game started (kept within the store's and the table's bounds of games), moved one stage at a
// time by request or by the clock, settled in the step into the river; players ready; the steps the clock owes.

import { largeWinRows, voidAuditRow } from '../../core/audit.ts'
import type { Bet } from '../../core/bets.ts'
import { planVoid, settleGame } from '../../core/bets.ts'
import { DomainError } from '../../core/errors.ts'
import { type GameState, nextStateOf } from '../../core/game.ts'
import { dueStep, planReady, stageEndsAtOf } from '../../core/live.ts'
import { assertTableEnabled, tableSwitchOf } from '../../core/switches.ts'
import type { GameStore } from '../../ports/game-store.ts'
import { move, writeRefunds } from './accounts.ts'
import { appendRows } from './audit.ts'
import { emit } from './events.ts'
import { selfExcluded } from './protection.ts'
import {
  betsOf,
  currentGame,
  deepFreeze,
  forgetBets,
  gameKey,
  type MemoryState,
  type MemoryTable,
  recordOf,
} from './state.ts'
import { cashOut, existingTable, keep, newTable } from './tables.ts'
import { creditPlayers, rollBackStakes } from './wallet.ts'

/** Moves the table into `next` at `at`: its deadline by the clock, nobody ready yet. */
function enter(table: MemoryTable, next: GameState, at: number): void {
  table.state = next
  table.ready = []
  const endsAt = stageEndsAtOf(table.settings, next, at)
  if (endsAt === undefined) delete table.stageEndsAt
  else table.stageEndsAt = endsAt
}

function stateChanged(table: MemoryTable | undefined, expected: GameState): DomainError {
  const current = table?.state ?? 'STATUS_SETUP'
  return new DomainError(
    'STATE_CHANGED',
    `The table is in ${current}, not ${expected}: it has moved on; reload the state and advance from ${current}.`,
  )
}

function notDue(): DomainError {
  return new DomainError('NOT_DUE', 'The clock owes this table no step now.')
}

export function createMemoryGames(state: MemoryState): GameStore {
  const { games, bounds } = state
  return {
    async startGame(tableId, game, defaults, owner, options = {}) {
      const at = state.now()
      const table = state.tables.get(tableId) ?? newTable(state, { ...defaults }, owner, at)
      if (table.state !== 'STATUS_SETUP' || table.gamesStarted !== game.nonce - 1)
        throw stateChanged(table, 'STATUS_SETUP')
      assertTableEnabled(tableId, tableSwitchOf(table.disabled, state.gaming), 'start a game')
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
        const heldBy = state.tables.get(Number(key.slice(0, key.indexOf(':'))))
        if (heldBy?.gameId === old.gameId) continue
        games.delete(key)
        if (heldBy) forgetBets(heldBy, old.gameId)
      }
      enter(table, 'STATUS_HOLE', at)
      table.gameId = game.gameId
      table.gamesStarted = game.nonce
      keep(state, tableId, table, at)
      emit(state, tableId, table, { type: 'stage', table: recordOf(state, tableId, table) }, at)
      return recordOf(state, tableId, table)
    },

    async advanceGame(tableId, from, options = {}) {
      const table = state.tables.get(tableId)
      options.check?.(
        table && { state: table.state, gamesStarted: table.gamesStarted, seats: table.seats, settings: table.settings },
      )
      if (!table || table.state !== from) throw stateChanged(table, from)
      const stepAt = state.now()
      if (options.due && dueStep({ ...table, game: undefined }, stepAt) !== from) throw notDue()
      const next = nextStateOf(from, table.settings)
      if (next === 'STATUS_RIVER') {
        const game = games.get(gameKey(tableId, table.gameId!))!
        const at = new Date(stepAt).toISOString()
        const { settled, returns } = settleGame(game, betsOf(table, game.gameId))
        for (const result of settled) {
          const bet = table.bets.get(result.betId)!
          bet.status = result.status
          bet.payoutCents = result.payoutCents
        }
        // One PAYOUT entry per seat and game: a player who left can have no open bet (leaving is refused while one
        // is), so the seat is there.
        for (const { seatId, payoutCents } of returns) {
          move(state, table, table.seats.find((s) => s.seatId === seatId)!, 'PAYOUT', payoutCents, at, {
            gameId: game.gameId,
          })
          table.totals.amountPaidOutCents += payoutCents
        }
        appendRows(state, largeWinRows(tableId, game.gameId, returns, state.bounds.largeWinCents), stepAt)
        if (state.bounds.seamless) {
          const players = [...new Set(betsOf(table, game.gameId).map((bet) => bet.playerId))]
          creditPlayers(state, tableId, table, game.gameId, players, stepAt)
        }
        table.totals.gamesPlayed += 1
        games.set(gameKey(tableId, game.gameId), deepFreeze({ ...game, settledAt: stepAt }))
        // A self-excluded player's seat goes back to their account as its game settles.
        for (const seat of table.seats.filter((s) => selfExcluded(state, s.playerId, stepAt)))
          cashOut(state, tableId, table, seat, stepAt)
      }
      enter(table, next, stepAt)
      if (next === 'STATUS_SETUP') delete table.gameId
      keep(state, tableId, table, stepAt)
      emit(state, tableId, table, { type: 'stage', table: recordOf(state, tableId, table) }, stepAt)
      return recordOf(state, tableId, table)
    },

    async markReady(tableId, request) {
      const table = existingTable(state, tableId)
      const at = state.now()
      if (planReady({ ...table, game: currentGame(state, tableId, table) }, request, at)) {
        table.ready.push(request.playerId)
        emit(state, tableId, table, { type: 'ready', seats: table.seats, ready: table.ready }, at)
      }
      return recordOf(state, tableId, table)
    },

    async dueTables(limit) {
      const at = state.now()
      const due: Array<{ tableId: number; from: GameState }> = []
      for (const tableId of state.autoTables) {
        const table = state.tables.get(tableId)!
        const from = dueStep({ ...table, game: undefined, disabled: tableSwitchOf(table.disabled, state.gaming) }, at)
        if (from !== undefined) due.push({ tableId, from })
        if (due.length >= limit) break
      }
      return due
    },

    async getGame(tableId, gameId) {
      return games.get(gameKey(tableId, gameId))
    },

    async voidGame(tableId, gameId, by) {
      const table = state.tables.get(tableId)
      if (!table) throw new DomainError('GAME_NOT_FOUND', `Table ${tableId} has no game ${gameId}.`)
      const refunds = planVoid(table, tableId, gameId, betsOf(table, gameId))
      const at = state.now()
      const fromState = table.state
      writeRefunds(state, table, refunds, new Date(at).toISOString())
      if (state.bounds.seamless) rollBackStakes(state, tableId, table, refunds.bets, at)
      const game = deepFreeze({
        ...structuredClone(games.get(gameKey(tableId, gameId))!),
        voided: { reason: by.reason, actor: by.actor, at },
      })
      games.set(gameKey(tableId, gameId), game)
      enter(table, 'STATUS_SETUP', at)
      delete table.gameId
      keep(state, tableId, table, at)
      appendRows(state, [voidAuditRow(tableId, gameId, fromState, refunds.bets, by)], at)
      emit(state, tableId, table, { type: 'stage', table: recordOf(state, tableId, table) }, at)
      return {
        table: recordOf(state, tableId, table),
        voided: refunds.bets,
        game,
        bets: betsOf(table, gameId).map((bet) => ({ ...bet })),
      }
    },
  }
}
