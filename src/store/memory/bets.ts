// Bets: placed against the table as it is at that instant (the stake leaves the seat with a BET entry, in the same
// step), cancelled within their stage, and read by game.

import { type Bet, planBet, planCancel } from '../../core/bets.ts'
import { DomainError } from '../../core/errors.ts'
import type { BetResult, BetStore } from '../../ports/bet-store.ts'
import { move, writeRefunds } from './accounts.ts'
import { emit } from './events.ts'
import { dropExpiredAnswers, remember, replay } from './idempotency.ts'
import { assertProtected } from './protection.ts'
import { betsOf, currentGame, gameKey, type MemoryState } from './state.ts'
import { existingTable } from './tables.ts'
import { pendingDebit, rollBackStakes, takeDebit } from './wallet.ts'

export function createMemoryBets(state: MemoryState): BetStore {
  return {
    async placeBet(tableId, request) {
      const at = state.now()
      dropExpiredAnswers(state, at)
      const previous = replay(state, state.betAnswers, request.idempotency)
      if (previous) return previous
      const table = existingTable(state, tableId)
      const debit = request.walletDebit && pendingDebit(state, request.walletDebit.transactionId)
      const planned = planBet({ ...table, game: currentGame(state, tableId, table) }, request, at)
      assertProtected(
        state,
        planned.playerId,
        { depositCents: 0, stakeCents: planned.stakeCents, returnCents: 0 },
        'bet',
        at,
      )
      const seat = table.seats.find((s) => s.seatId === planned.seatId)!
      const { balanceAfterCents: _, ...fields } = planned
      const bet: Bet = { betId: state.nextBetId++, ...fields, status: 'OPEN', placedAt: new Date(at).toISOString() }
      table.bets.set(bet.betId, bet)
      const ofGame = table.betsOfGame.get(bet.gameId)
      if (ofGame) ofGame.push(bet)
      else table.betsOfGame.set(bet.gameId, [bet])
      const played = state.gamesOf.get(bet.playerId)
      if (played) played.add(gameKey(tableId, bet.gameId))
      else state.gamesOf.set(bet.playerId, new Set([gameKey(tableId, bet.gameId)]))
      if (debit) move(state, table, seat, 'BUY_IN', bet.stakeCents, bet.placedAt, { gameId: bet.gameId })
      move(state, table, seat, 'BET', -bet.stakeCents, bet.placedAt, { gameId: bet.gameId, betId: bet.betId })
      if (debit) takeDebit(debit, bet.betId, request.walletDebit!.balanceCents, at)
      table.totals.amountBetCents += bet.stakeCents
      emit(
        state,
        tableId,
        table,
        { type: 'bet', bet, seatBalanceCents: seat.balanceCents, amountBetCents: table.totals.amountBetCents },
        at,
      )
      const result: BetResult = {
        bet: { ...bet },
        balanceCents: request.walletDebit ? request.walletDebit.balanceCents : seat.balanceCents,
      }
      if (request.idempotency) remember(state, state.betAnswers, request.idempotency, result, at)
      return result
    },

    async checkBet(tableId, request) {
      if (request.idempotency && state.betAnswers.has(request.idempotency.key)) return
      const table = existingTable(state, tableId)
      planBet({ ...table, game: currentGame(state, tableId, table) }, request, state.now())
    },

    async cancelBet(tableId, betId, caller, playerId) {
      const table = existingTable(state, tableId)
      const bet = table.bets.get(betId)
      if (!bet) throw new DomainError('BET_NOT_FOUND', `Table ${tableId} has no bet ${betId}.`)
      const at = state.now()
      const refunds = planCancel(
        {
          state: table.state,
          game: currentGame(state, tableId, table),
          stageEndsAt: table.stageEndsAt,
          seats: table.seats,
        },
        bet,
        caller,
        playerId,
        at,
      )
      writeRefunds(state, table, refunds, new Date(at).toISOString())
      if (state.bounds.seamless) rollBackStakes(state, tableId, table, refunds.bets, at)
      const balanceCents = table.seats.find((seat) => seat.seatId === bet.seatId)!.balanceCents
      emit(
        state,
        tableId,
        table,
        { type: 'bet', bet, seatBalanceCents: balanceCents, amountBetCents: table.totals.amountBetCents },
        at,
      )
      return { bet: { ...bet }, balanceCents }
    },

    async getBets(tableId, gameId) {
      const table = state.tables.get(tableId)
      return table ? betsOf(table, gameId).map((bet) => ({ ...bet })) : []
    },
  }
}
