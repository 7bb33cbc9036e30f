// The game at a table: states and stages, dealing a game from its seeds, pricing every stage, and what may be shown
// when.

import { assertActsForSelf, type Caller } from './callers.ts'
import type { CardId } from './cards.ts'
import { DomainError } from './errors.ts'
import { dealFromDeck, type FairSeeds, fairDeck, newClientSeed, newServerSeed, serverSeedHash } from './fair.ts'
import { describeHand } from './hand-description.ts'
import { type BettingStage, type HandStatus, priceHands, showdownCounts } from './hand-odds.ts'
import { bestValueIndex, type HandPrice, priceHand } from './pricing.ts'
import { assertSeated, type SeatRecord } from './seating.ts'
import type { TableSettings } from './tables.ts'

export const GAME_STATES = ['STATUS_SETUP', 'STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const
export type GameState = (typeof GAME_STATES)[number]

/** The state each state moves on to. */
export const NEXT_STATE: Record<GameState, GameState> = {
  STATUS_SETUP: 'STATUS_HOLE',
  STATUS_HOLE: 'STATUS_FLOP',
  STATUS_FLOP: 'STATUS_TURN',
  STATUS_TURN: 'STATUS_RIVER',
  STATUS_RIVER: 'STATUS_SETUP',
}

/**
 * The state a table moves to from `state`: NEXT_STATE, except that a table with skipTurn goes from the flop
 * straight to the river (the flop's panels already price both cards to come).
 */
export function nextStateOf(state: GameState, settings: { skipTurn: boolean }): GameState {
  return settings.skipTurn && state === 'STATUS_FLOP' ? 'STATUS_RIVER' : NEXT_STATE[state]
}

/** The betting stage open in a state: 0 hole, 1 flop, 2 turn; -1 (no betting) at SETUP and RIVER. */
export function bettingStageOf(state: GameState): -1 | 0 | 1 | 2 {
  switch (state) {
    case 'STATUS_HOLE':
      return 0
    case 'STATUS_FLOP':
      return 1
    case 'STATUS_TURN':
      return 2
    default:
      return -1
  }
}

/** How far a game has been revealed: the last stage whose panels may be shown (0..3), -1 at SETUP. */
export function revealedStageOf(state: GameState): -1 | BettingStage {
  return state === 'STATUS_RIVER' ? 3 : bettingStageOf(state)
}

/** Board cards shown in a state: 0 at HOLE, 3 at FLOP, 4 at TURN, 5 at RIVER. */
export const BOARD_CARDS_SHOWN = [0, 3, 4, 5] as const

export type PanelStatus = HandStatus | 'IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE'

/** One hand at one stage, as priced when the game was dealt. */
export interface HandPanel extends HandPrice {
  /** Boards the hand wins alone (winOrDraw - wins: boards it ties on): with boards, what the panel is priced from. */
  wins: number
  handIndex: number
  bettingStage: BettingStage
  handStatus: PanelStatus
  winPercentage: number
  drawPercentage: number
  isFavourite: boolean
  cantLose: boolean
  bestValue: boolean
  /** At the river only: the hand wins or ties. */
  isWinner?: boolean
  /** From the flop on. */
  bestFiveCards?: CardId[]
  handDescription: string
  handDescriptionShort: string
}

/** Every stage's panels, [stage][handIndex], stages 0 (hole) to 3 (river). */
export type GamePricing = HandPanel[][]

/**
 * Prices every stage of a dealt game exactly: hole, flop, turn and the river result, each from the counts over every
 * completion of the board revealed at that stage (showdownCounts). board: the five board cards in dealt order.
 * Synchronous;
 * the costly part is the preflop enumeration (well under a few ms for up to 23 hands).
 */
export function priceGame(
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
  rtpBp: number,
): GamePricing {
  const counts = BOARD_CARDS_SHOWN.map((shown) => showdownCounts(hands, board.slice(0, shown)))
  return priceFromCounts(hands, board, rtpBp, counts)
}

/** The exact counts a stage is priced from: boards, and each hand's boards won alone and tied on. */
export interface StageCounts {
  boards: number
  wins: readonly number[]
  ties: readonly number[]
}

/**
 * Every stage's panels from its exact counts (stages 0 to 3): what priceGame does after its enumeration, so a game
 * kept as its counts (panel-counts.ts) reads back as the panels it was priced with.
 */
export function priceFromCounts(
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
  rtpBp: number,
  stageCounts: readonly StageCounts[],
): GamePricing {
  const stages: GamePricing = []
  for (let stage = 0 as BettingStage; stage <= 3; stage = (stage + 1) as BettingStage) {
    const shown = board.slice(0, BOARD_CARDS_SHOWN[stage])
    const counts = stageCounts[stage]
    const statuses = priceHands(counts, stage)
    const prices = hands.map((_, i) => priceHand(counts.boards, counts.wins[i] + counts.ties[i], rtpBp))
    const best = bestValueIndex(prices)
    // The favourite: the hand called favourite by status, or the top live hand when it cannot lose.
    let favourite = statuses.findIndex((s) => s.handStatus === 'IN_PLAY_FAVOURITE')
    if (favourite < 0 && stage < 3) {
      favourite = statuses.findIndex((s) => s.handStatus === 'IN_PLAY_WILL_WIN')
    }
    stages.push(
      hands.map((hand, i) => {
        const description = describeHand(stage === 0 ? hand : [...hand, ...shown])
        return {
          ...prices[i],
          wins: counts.wins[i],
          handIndex: i,
          bettingStage: stage,
          handStatus: statuses[i].handStatus,
          winPercentage: statuses[i].winPercentage,
          drawPercentage: statuses[i].drawPercentage,
          isFavourite: i === favourite,
          cantLose: prices[i].winOrDraw === counts.boards,
          bestValue: i === best,
          ...(stage === 3 ? { isWinner: prices[i].winOrDraw > 0 } : {}),
          ...(description.bestFiveCards ? { bestFiveCards: description.bestFiveCards } : {}),
          handDescription: description.long,
          handDescriptionShort: description.short,
        }
      }),
    )
  }
  return stages
}

/** A game as the store keeps it: secret parts included (never shown before the river). */
export interface Game {
  gameId: number
  /** The game's number at its table: 1, 2, ... (also its gameId). */
  nonce: number
  /** 64 lower-case hex characters; secret until the river. */
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  hands: Array<[CardId, CardId]>
  /** All five board cards in dealt order; each secret until its stage. */
  board: CardId[]
  pricing: GamePricing
  startedAt: string
  /** Set when the operator voided the game before it settled: every stake went back, the seed is revealed. */
  voided?: GameVoid
  /** When its river settled it (ms, the store's clock); absent before, and for games settled before it was kept. */
  settledAt?: number
}

/** Why and when a game was voided, and by whom (the store's clock, ms). */
export interface GameVoid {
  reason: string
  actor: string
  at: number
}

/**
 * Only the game in play, before its river settles it, can be voided: a game of the table that is over (settled or
 * voided already) is GAME_SETTLED (409); a game the table never had is GAME_NOT_FOUND (404).
 */
export function assertVoidable(
  table: { state: GameState; gameId?: number; gamesStarted: number },
  tableId: number,
  gameId: number,
): void {
  if (gameId < 1 || gameId > table.gamesStarted)
    throw new DomainError('GAME_NOT_FOUND', `Table ${tableId} has no game ${gameId}.`)
  if (table.gameId !== gameId || table.state === 'STATUS_RIVER' || table.state === 'STATUS_SETUP') {
    throw new DomainError(
      'GAME_SETTLED',
      `Game ${gameId} of table ${tableId} is over (settled or voided): only a game not yet settled can be voided.`,
    )
  }
}

/** A game dealt from fresh seeds, before it is priced: what SETUP -> HOLE prepares. */
export interface DealtGame extends Omit<Game, 'pricing' | 'startedAt'> {}

/**
 * The deck of game number `nonce`, as every game's is made: a new server seed from node:crypto (unless given), the
 * client seed and the nonce, shuffled by fair.ts. The collection tools a lab runs (`npm run rng:decks`, `rng:raw`)
 * call this, so what they collect is what games deal; `read` hears the raw integers the shuffle reads.
 */
export function gameDeck(
  nonce: number,
  clientSeed: string,
  serverSeed: Buffer = newServerSeed(),
  read?: (u: number) => void,
): { seeds: FairSeeds; deck: CardId[] } {
  const seeds: FairSeeds = { serverSeed, clientSeed, nonce }
  return { seeds, deck: fairDeck(seeds, read) }
}

/** Deals game number `nonce` from a new server seed: the deck of fair.ts, hand k = cards 2k, 2k+1, then the board. */
export function dealGame(
  numberOfHands: number,
  nonce: number,
  clientSeed: string,
  serverSeed: Buffer = newServerSeed(),
): DealtGame {
  const { deck } = gameDeck(nonce, clientSeed, serverSeed)
  const { hands, board } = dealFromDeck(deck, numberOfHands)
  return {
    gameId: nonce,
    nonce,
    serverSeed: serverSeed.toString('hex'),
    serverSeedHash: serverSeedHash(serverSeed),
    clientSeed,
    hands,
    board,
  }
}

/** Refuses an advance whose `from` is not the table's state (a double click, or another player first): 409 with the
 * state. */
export function assertAdvanceFrom(current: GameState, from: GameState): void {
  if (current !== from) {
    throw new DomainError(
      'STATE_CHANGED',
      `The table is in ${current}, not ${from}: it has moved on; reload the state and advance from ${current}.`,
    )
  }
}

/**
 * The panels that may be shown in `state`: every stage up to the one revealed, earlier stages marked
 * IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE. Nothing of a later stage.
 */
export function visiblePanels(pricing: GamePricing, state: GameState, skipTurn = false): HandPanel[] {
  const revealed = revealedStageOf(state)
  const panels: HandPanel[] = []
  for (let stage = 0; stage <= revealed; stage++) {
    // Without a turn stage the turn's panels were never offered: they are not shown.
    if (skipTurn && stage === 2) continue
    for (const panel of pricing[stage]) {
      panels.push(stage < revealed ? { ...panel, handStatus: 'IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE' } : panel)
    }
  }
  return panels
}

/** The board cards that may be shown in `state`. */
export function visibleBoard(board: readonly CardId[], state: GameState): CardId[] {
  const revealed = revealedStageOf(state)
  return revealed === -1 ? [] : board.slice(0, BOARD_CARDS_SHOWN[revealed])
}

/** What an advance request asks for, as the route received it. */
export interface AdvanceRequest {
  caller: Caller | null
  playerId: string
  from: GameState
  clientSeed?: string
}

/** What an advance does: deal and start a game (then priced on the odds engine), or move one step. */
export type AdvancePlan =
  | { kind: 'start'; game: DealtGame }
  | { kind: 'step'; from: Exclude<GameState, 'STATUS_SETUP'> }

/**
 * Decides an advance against the table as read: the caller acts only for themself (FORBIDDEN_PLAYER), only a
 * seated player advances (NOT_SEATED), an AUTO table runs on its clock and refuses advances by hand (RUNS_ON_CLOCK),
 * `from` must be the current state (STATE_CHANGED), and a clientSeed is taken only when a game starts. The store
 * applies the step only if the state is still `from` (compare-and-set).
 */
export function planAdvance(
  table: { state: GameState; gamesStarted: number; seats: readonly SeatRecord[]; settings: TableSettings },
  request: AdvanceRequest,
): AdvancePlan {
  assertActsForSelf(request.caller, request.playerId)
  assertSeated(table.seats, request.playerId)
  if (table.settings.mode === 'AUTO') {
    throw new DomainError(
      'RUNS_ON_CLOCK',
      'This table runs on its clock (mode AUTO): its stages close at their deadline, or once every seated player ' +
        'has called ready.',
    )
  }
  assertAdvanceFrom(table.state, request.from)
  if (request.from !== 'STATUS_SETUP') {
    if (request.clientSeed !== undefined) {
      throw new DomainError('INVALID_INPUT', 'clientSeed is taken only when a game starts (from STATUS_SETUP).')
    }
    return { kind: 'step', from: request.from }
  }
  const game = dealGame(table.settings.numberOfHands, table.gamesStarted + 1, request.clientSeed ?? newClientSeed())
  return { kind: 'start', game }
}

/** A finished game's record may be read from its river on; a game still in progress is refused (GAME_NOT_FINISHED). */
export function assertGameFinished(table: { state: GameState; gameId?: number }, gameId: number): void {
  if (table.gameId === gameId && table.state !== 'STATUS_RIVER') {
    throw new DomainError(
      'GAME_NOT_FINISHED',
      `Game ${gameId} is in progress: its record is shown once the river is out.`,
    )
  }
}
