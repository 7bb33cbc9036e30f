// Wire views of the game: domain records (card ids, cents, ten-thousandths) to what the schemas describe. Nothing
// unrevealed is ever copied into a view: the board, panels and seed pass through core's visible* rules first.

import { randomUUID } from 'node:crypto'
import type { Ledger } from '../../schemas/bets.ts'
import { type TableChange, UNSETTABLE_FIELDS } from '../../schemas/events.ts'
import type {
  BulkGamesResponse,
  GameRecord,
  TableState,
  HandPanel as WireHandPanel,
  TableSettings as WireTableSettings,
} from '../../schemas/game.ts'
import { STAGE_NAMES } from '../../schemas/game.ts'
import type { Bet, LedgerEntry } from '../core/bets.ts'
import type { Caller } from '../core/callers.ts'
import { type CardId, formatCard, formatHand } from '../core/cards.ts'
import { fairDeck } from '../core/fair.ts'
import {
  bettingStageOf,
  type Game,
  type GamePricing,
  type HandPanel,
  visibleBoard,
  visiblePanels,
} from '../core/game.ts'
import { fromCents } from '../core/money.ts'
import { ODDS_SCALE, RTP_SCALE, roundedRatio } from '../core/pricing.ts'
import type { SeatRecord } from '../core/seating.ts'
import type { Switch } from '../core/switches.ts'
import type { TableSettings } from '../core/tables.ts'
import type { SettledResults, TableChange as StoreTableChange } from '../ports/event-store.ts'
import type { TableRecord } from '../ports/table-store.ts'

export function settingsView(settings: TableSettings): WireTableSettings {
  return {
    numberOfHands: settings.numberOfHands,
    numberOfSeats: settings.numberOfSeats,
    targetRtp: settings.targetRtpBp / RTP_SCALE,
    maxBetAmount: fromCents(settings.maxBetCents),
    mode: settings.mode,
    skipTurn: settings.skipTurn,
    bettingSeconds: settings.bettingSeconds,
    revealSeconds: settings.revealSeconds,
  }
}

export function panelView(panel: HandPanel): WireHandPanel {
  return {
    handIndex: panel.handIndex,
    bettingStage: panel.bettingStage,
    handStatus: panel.handStatus,
    winPercentage: panel.winPercentage,
    drawPercentage: panel.drawPercentage,
    fairOdds: panel.fairOdds,
    odds: panel.odds,
    actualRtp: panel.actualRtp,
    isFavourite: panel.isFavourite,
    cantLose: panel.cantLose,
    bestValue: panel.bestValue,
    ...(panel.isWinner === undefined ? {} : { isWinner: panel.isWinner }),
    ...(panel.bestFiveCards ? { bestFiveCards: panel.bestFiveCards.map(formatCard) } : {}),
    handDescription: panel.handDescription,
  }
}

/** With verified tokens a caller sees only their own player id, bets and ledger, and an operator everything; in stub
 * mode everyone everything. */
const seesEverything = (caller: Caller | null) => !caller?.verified || caller.operator === true
const isOwn = (caller: Caller | null, playerId: string) => seesEverything(caller) || caller?.sub === playerId

/**
 * A bet as the wire shows it. Two object literals, one with a payout and one without, rather than a spread: a state
 * maps every bet of its game (1,000 at a river), and the spread's object made and copied for each cost more than the
 * rest of the view.
 */
export function betView(bet: Bet) {
  const {
    betId,
    gameId,
    bettingStage,
    handIndex,
    playerId,
    seatId,
    stakeCents,
    recordedOddsTenths,
    status,
    payoutCents,
    placedAt,
  } = bet
  const betAmount = fromCents(stakeCents)
  const recordedOdds = recordedOddsTenths / ODDS_SCALE
  if (payoutCents === undefined)
    return { betId, gameId, bettingStage, handIndex, playerId, seatId, betAmount, recordedOdds, status, placedAt }
  return {
    betId,
    gameId,
    bettingStage,
    handIndex,
    playerId,
    seatId,
    betAmount,
    recordedOdds,
    status,
    payout: fromCents(payoutCents),
    placedAt,
  }
}

export function seatsView(seats: TableRecord['seats'], caller: Caller | null) {
  return seats.map((s) =>
    isOwn(caller, s.playerId)
      ? { seatId: s.seatId, playerId: s.playerId, seatBalance: fromCents(s.balanceCents) }
      : { seatId: s.seatId, seatBalance: fromCents(s.balanceCents) },
  )
}

function totalsView(table: TableRecord) {
  const { gamesPlayed, amountBetCents, amountPaidOutCents } = table.totals
  const openCents = table.bets.filter((bet) => bet.status === 'OPEN').reduce((sum, bet) => sum + bet.stakeCents, 0)
  const settledCents = amountBetCents - openCents
  return {
    gamesPlayed,
    amountBet: fromCents(amountBetCents),
    amountPaidOut: fromCents(amountPaidOutCents),
    realisedRtp: settledCents > 0 ? roundedRatio(amountPaidOutCents, settledCents, 4) : 0,
  }
}

export function ledgerView(tableId: number, playerId: string, entries: readonly LedgerEntry[]): Ledger {
  return {
    tableId,
    playerId,
    entries: entries.map((e) => ({
      entryId: e.entryId,
      seatId: e.seatId,
      playerId: e.playerId,
      kind: e.kind,
      amount: fromCents(e.amountCents),
      balanceAfter: fromCents(e.balanceAfterCents),
      ...(e.gameId === undefined ? {} : { gameId: e.gameId }),
      ...(e.betId === undefined ? {} : { betId: e.betId }),
      at: e.at,
    })),
  }
}

/**
 * The state of a table as `caller` may see it at `nowMs`: only what its game state has revealed, and with verified
 * tokens only the caller's own player id and bets.
 */
export function tableStateView(
  table: TableRecord,
  caller: Caller | null = null,
  nowMs: number = Date.now(),
): TableState {
  const { game, state } = table
  const readySeats = table.seats.filter((seat) => table.ready.includes(seat.playerId)).map((seat) => seat.seatId)
  return {
    tableId: table.tableId,
    settings: settingsView(table.settings),
    gameState: state,
    bettingStage: bettingStageOf(state),
    gamesStarted: table.gamesStarted,
    ...(game
      ? {
          gameId: game.gameId,
          hands: game.hands.map(formatHand),
          serverSeedHash: game.serverSeedHash,
          clientSeed: game.clientSeed,
          nonce: game.nonce,
          ...(state === 'STATUS_RIVER' ? { serverSeed: game.serverSeed } : {}),
        }
      : {}),
    board: game ? visibleBoard(game.board, state).map(formatCard) : [],
    seats: seatsView(table.seats, caller),
    handOdds: game ? visiblePanels(game.pricing, state, table.settings.skipTurn).map(panelView) : [],
    bets: table.bets.filter((bet) => isOwn(caller, bet.playerId)).map(betView),
    totals: totalsView(table),
    ...(table.stageEndsAt === undefined ? {} : { stageEndsAt: new Date(table.stageEndsAt).toISOString() }),
    serverTime: new Date(nowMs).toISOString(),
    readySeats,
    eventId: table.eventId,
    ...(table.disabled ? { disabled: switchView(table.disabled) } : {}),
  }
}

/** What holds a table off, as its state shows it: by what and since when (the reason stays in the audit log). */
export function switchView(value: Switch): { scope: 'TABLE' | 'GAMING'; since: string } {
  return { scope: value.scope === 'GAMING' ? 'GAMING' : 'TABLE', since: new Date(value.since).toISOString() }
}

/** The table as everyone may see it at `atMs` (stub mode's view). */
export function publicStateView(table: TableRecord, atMs: number): TableState {
  return tableStateView(table, null, atMs)
}

const readySeatsOf = (seats: readonly SeatRecord[], ready: readonly string[]) =>
  seats.filter((seat) => ready.includes(seat.playerId)).map((seat) => seat.seatId)

/**
 * What a change changed as everyone may see it (the stores' EventChangeView): a bet, the seat it moved and the amount
 * bet (the same size at the 10,000th bet as at the first); a seat; who is ready; a stage's board, prices, deadline,
 * at HOLE the game's hands and commitment, at the river its seed and every bet's result with the seats as paid. A
 * stage's fields come from publicStateView, so nothing unrevealed can be in one. A river's results rendered alone
 * (SettledResults) are that `settled` field, for a store that adds them to the river's event when it is read.
 */
export function publicChangeView(change: StoreTableChange | SettledResults, atMs: number): TableChange {
  switch (change.type) {
    case 'settled':
      return { settled: settledView(change.bets) }
    case 'table':
      // A switch turned changes the switch only; a table created carries its settings.
      if (change.disabled) return { disabled: switchView(change.disabled) }
      if (change.disabled === null) return { unset: ['disabled' as const] }
      return { settings: settingsView(change.settings) }
    case 'seats': {
      const readySeats = readySeatsOf(change.seats, change.ready)
      return change.seat
        ? { seat: seatsView([change.seat], null)[0], readySeats }
        : { seatLeft: change.seatId, readySeats }
    }
    case 'ready':
      return { readySeats: readySeatsOf(change.seats, change.ready) }
    case 'bet':
      return {
        bet: betView(change.bet),
        seat: {
          seatId: change.bet.seatId,
          playerId: change.bet.playerId,
          seatBalance: fromCents(change.seatBalanceCents),
        },
        totals: { amountBet: fromCents(change.amountBetCents) },
      }
    case 'stage': {
      // A stage never changes the switch (a 'table' event does). Its fields are the state's, made without the bets (a
      // stage changes none of them but at the river) and with the totals of the table as it is.
      const { table } = change
      const {
        tableId: _t,
        settings: _s,
        seats,
        bets: _b,
        totals: _totals,
        serverTime: _time,
        eventId: _e,
        disabled: _d,
        ...stage
      } = publicStateView({ ...table, bets: [] }, atMs)
      const unset = UNSETTABLE_FIELDS.filter((field) => field !== 'disabled' && stage[field] === undefined)
      // A game starts with no bets; the river settles every open bet (what changed on each: its result and payout) and
      // pays the seats; a game ends with no bets and the seats as they are (a voided game's stakes are back on them).
      const { state } = table
      return {
        ...stage,
        totals: totalsView(table),
        ...(state === 'STATUS_HOLE'
          ? { bets: [] }
          : state === 'STATUS_SETUP'
            ? { bets: [], seats }
            : state === 'STATUS_RIVER'
              ? { settled: settledView(table.bets), seats }
              : {}),
        ...(unset.length > 0 ? { unset } : {}),
      }
    }
  }
}

/** The bets a river settled (WON or LOST: the others were cancelled before it), with what settling changed on each. */
function settledView(bets: readonly Bet[]): NonNullable<TableChange['settled']> {
  const settled: NonNullable<TableChange['settled']> = []
  for (const bet of bets) {
    if (bet.status === 'WON' || bet.status === 'LOST')
      settled.push({
        betId: bet.betId,
        playerId: bet.playerId,
        status: bet.status,
        payout: fromCents(bet.payoutCents ?? 0),
      })
  }
  return settled
}

/** A change as `caller` may see it: with verified tokens other players' ids and bets are removed, as tableStateView
 * does. */
export function changeViewFor(change: TableChange, caller: Caller | null): TableChange {
  if (seesEverything(caller)) return change
  const own = (playerId: string | undefined) => playerId !== undefined && playerId === caller?.sub
  const { bet, seat, seats, bets, settled, ...rest } = change
  return {
    ...rest,
    ...(settled ? { settled: settled.filter((s) => own(s.playerId)) } : {}),
    ...(bet && own(bet.playerId) ? { bet } : {}),
    ...(seat ? { seat: own(seat.playerId) ? seat : { seatId: seat.seatId, seatBalance: seat.seatBalance } } : {}),
    ...(seats
      ? { seats: seats.map(({ playerId, ...other }) => (own(playerId) ? { ...other, playerId } : other)) }
      : {}),
    ...(bets ? { bets: bets.filter((b) => own(b.playerId)) } : {}),
  }
}

/** The record of a finished game: seeds, the whole deck, every stage's panels as priced. */
export function gameRecordView(
  tableId: number,
  game: Game,
  bets: readonly Bet[] = [],
  caller: Caller | null = null,
): GameRecord {
  const deck = fairDeck({
    serverSeed: Buffer.from(game.serverSeed, 'hex'),
    clientSeed: game.clientSeed,
    nonce: game.nonce,
  })
  return {
    tableId,
    gameId: game.gameId,
    nonce: game.nonce,
    serverSeed: game.serverSeed,
    serverSeedHash: game.serverSeedHash,
    clientSeed: game.clientSeed,
    deck: deck.map(formatCard),
    hands: game.hands.map(formatHand),
    board: game.board.map(formatCard),
    handOdds: game.pricing.flat().map(panelView),
    bets: bets.filter((bet) => isOwn(caller, bet.playerId)).map(betView),
    startedAt: game.startedAt,
    ...(game.voided ? { voided: { at: new Date(game.voided.at).toISOString(), reason: game.voided.reason } } : {}),
  }
}

type StageInfo = BulkGamesResponse['games'][number]['handStageInfoList'][number]

/** One hand at one stage in the bulk format. Built as one literal (optional fields assigned after), which keeps
 * the objects' shapes fixed: 200 games are 3,200 of them per request. */
function stageInfoView(panel: HandPanel, rtpBp: number): StageInfo {
  const offered = panel.oddsTenths > 0
  const info: StageInfo = {
    handIndex: panel.handIndex,
    bettingStage: panel.bettingStage,
    stage: STAGE_NAMES[panel.bettingStage],
    percentWin: panel.winPercentage,
    percentDraw: panel.drawPercentage,
    percentWinOrDraw: roundedRatio(panel.winOrDraw * 100, panel.boards, 2),
    oddsActual: panel.fairOdds,
    oddsMargin: panel.oddsMargin,
    oddsRounded: panel.odds,
    actualRtp: panel.actualRtp,
    // targetRtp - actualRtp, from the integers: rtpBp / 10^4 - oddsTenths x winOrDraw / (10 x boards).
    roundingRake: offered
      ? roundedRatio(rtpBp * panel.boards - panel.oddsTenths * panel.winOrDraw * 1000, RTP_SCALE * panel.boards, 4)
      : 0,
    statusIsWinner: panel.isWinner,
    statusCantLose: panel.cantLose,
    statusIsFavourite: panel.isFavourite,
    statusBestRtp: panel.bestValue,
    bestFiveCards: panel.bestFiveCards?.map(formatCard),
    handDescShort: panel.handDescriptionShort,
    handDescLong: panel.handDescription,
  }
  return info
}

/** Bulk games (no money): each game's cards and every stage's prices in the bulk format. */
export function bulkGamesView(
  games: ReadonlyArray<{ hands: ReadonlyArray<readonly [CardId, CardId]>; board: readonly CardId[] }>,
  pricings: readonly GamePricing[],
  rtpBp: number,
  newGameId: () => string = randomUUID,
): BulkGamesResponse {
  return {
    games: games.map((game, g) => {
      const [bc1, bc2, bc3, bc4, bc5] = game.board.map(formatCard)
      return {
        gameId: newGameId(),
        hands: game.hands.map(formatHand),
        bc1,
        bc2,
        bc3,
        bc4,
        bc5,
        handStageInfoList: pricings[g].flat().map((panel) => stageInfoView(panel, rtpBp)),
      }
    }),
  }
}
