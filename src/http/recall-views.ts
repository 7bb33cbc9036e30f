// A recalled game as the player may see it: the whole game once it is over (its seed too); of a game in play only
// what its table shows now (the same visibleBoard and visiblePanels rules), never a later card, price or the seed.

import { STAGE_NAMES } from '../../schemas/game.ts'
import { formatCard, formatHand } from '../core/cards.ts'
import { BOARD_CARDS_SHOWN, type GameState, visibleBoard, visiblePanels } from '../core/game.ts'
import { fromCents } from '../core/money.ts'
import type { RecalledGame } from '../core/recall.ts'
import { betView, panelView } from './game-views.ts'

export function recalledGameView(recalled: RecalledGame) {
  const { game, tableId } = recalled
  const status = game.voided
    ? ('VOID' as const)
    : recalled.inPlayState !== undefined && recalled.inPlayState !== 'STATUS_RIVER'
      ? ('IN_PLAY' as const)
      : ('SETTLED' as const)
  const shownAt: GameState = status === 'IN_PLAY' ? recalled.inPlayState! : 'STATUS_RIVER'
  // The stages the table shows (visiblePanels' rule), each as it was priced when it was open.
  const board = visibleBoard(game.board, shownAt)
  const shownStages = [...new Set(visiblePanels(game.pricing, shownAt).map((p) => p.bettingStage))]
  const stages = shownStages.map((stage) => ({
    stage: STAGE_NAMES[stage],
    board: board.slice(0, BOARD_CARDS_SHOWN[stage]).map(formatCard),
    handOdds: game.pricing[stage].map(panelView),
  }))
  const counted = recalled.bets.filter((bet) => bet.status !== 'CANCELLED' && bet.status !== 'VOID')
  const firstBet = recalled.entries.find((e) => e.kind === 'BET')
  const last = recalled.entries.at(-1)
  return {
    tableId,
    gameId: game.gameId,
    status,
    startedAt: game.startedAt,
    ...(game.settledAt !== undefined ? { settledAt: new Date(game.settledAt).toISOString() } : {}),
    ...(game.voided ? { voided: { at: new Date(game.voided.at).toISOString(), reason: game.voided.reason } } : {}),
    hands: game.hands.map(formatHand),
    stages,
    bets: recalled.bets.map(betView),
    totalStaked: fromCents(counted.reduce((sum, bet) => sum + bet.stakeCents, 0)),
    totalReturned: fromCents(recalled.bets.reduce((sum, bet) => sum + (bet.payoutCents ?? 0), 0)),
    ...(firstBet ? { balanceBefore: fromCents(firstBet.balanceAfterCents - firstBet.amountCents) } : {}),
    ...(status !== 'IN_PLAY' && last ? { balanceAfter: fromCents(last.balanceAfterCents) } : {}),
    serverSeedHash: game.serverSeedHash,
    clientSeed: game.clientSeed,
    nonce: game.nonce,
    ...(status !== 'IN_PLAY' ? { serverSeed: game.serverSeed } : {}),
  }
}
