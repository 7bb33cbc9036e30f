// Bets and the ledger: placing, cancelling and settling bets, and every movement of money as a ledger entry, in cents.

import { assertActsForSelf, type Caller } from './callers.ts'
import { DomainError } from './errors.ts'
import { assertVoidable, bettingStageOf, type Game, type GameState } from './game.ts'
import type { IdempotencyClaim } from './idempotency.ts'
import { assertBeforeDeadline } from './live.ts'
import { amountToCents } from './money.ts'
import { ODDS_SCALE } from './pricing.ts'
import { assertSeated, type SeatRecord } from './seating.ts'
import { MAX_BET_CENTS_LIMIT, type TableSettings } from './tables.ts'

export const BET_AMOUNT_RULE =
  `betAmount must be a positive number of at most ${MAX_BET_CENTS_LIMIT / 100} with at ` + `most 2 decimal places.`

export type BetStatus = 'OPEN' | 'CANCELLED' | 'WON' | 'LOST' | 'VOID'

export interface Bet {
  betId: number
  gameId: number
  bettingStage: 0 | 1 | 2
  handIndex: number
  playerId: string
  seatId: number
  stakeCents: number
  /** The price offered at the bet's stage, in tenths (2.2 -> 22). */
  recordedOddsTenths: number
  status: BetStatus
  /** What the bet paid at settlement (stake included); 0 for a lost bet; absent until settled. */
  payoutCents?: number
  placedAt: string
}

/**
 * BALANCE_FORWARD: written only by a store that keeps a bounded history (the memory store): it stands for a
 * player's older entries at the table that were dropped, their amounts summed, with the balance after the last.
 */
export type LedgerKind = 'BUY_IN' | 'BET' | 'BET_CANCEL' | 'PAYOUT' | 'CASH_OUT' | 'BALANCE_FORWARD'

/** One movement of money into (amount > 0) or out of (amount < 0) a seat, with the balance after it. */
export interface LedgerEntry {
  entryId: number
  seatId: number
  playerId: string
  kind: LedgerKind
  amountCents: number
  balanceAfterCents: number
  gameId?: number
  betId?: number
  at: string
}

/** A table's money totals: games played (reached the river), stakes net of cancels, payouts. */
export interface TableTotals {
  gamesPlayed: number
  amountBetCents: number
  amountPaidOutCents: number
}

/** A bet as the caller asked for it. */
export interface BetRequest {
  caller: Caller | null
  playerId: string
  gameId: number
  bettingStage: number
  handIndex: number
  /** The stake in integer cents, made once from the wire's decimal betAmount at the edge (stakeCentsOf). */
  stakeCents: number
  idempotency?: IdempotencyClaim
  /**
   * WALLET=seamless: the debit the wallet applied for this stake (its transaction id, still PENDING) and the balance it
   * answered. The stake enters the seat (BUY_IN) and leaves it as the bet in one step, the debit becomes DONE naming
   * the bet, and the answered balance is the wallet's.
   */
  walletDebit?: { transactionId: string; balanceCents: number }
}

/** The bet to record (all but what the store assigns: id, status, time), and the seat balance after its stake. */
export type PlannedBet = Omit<Bet, 'betId' | 'status' | 'payoutCents' | 'placedAt'> & { balanceAfterCents: number }

/** The stake in cents: an exact number of cents, > 0 (INVALID_INPUT otherwise, never rounded). */
export function stakeCentsOf(betAmount: number): number {
  return amountToCents(betAmount, MAX_BET_CENTS_LIMIT, BET_AMOUNT_RULE)
}

/**
 * Decides a bet against the table as it is at the moment the bet is applied (the store calls this inside its
 * atomic step, so a bet is never accepted after its stage closed): the caller acts for themself (403), is seated
 * (NOT_SEATED), names the game in progress and its open stage, before that stage's deadline at the store's time
 * `nowMs` (STAGE_CLOSED), a hand offered at that stage
 * (HAND_NOT_OFFERED), and a stake within the table's maxBetAmount and the seat's balance (BET_LIMIT,
 * INSUFFICIENT_BALANCE).
 */
export function planBet(
  table: { state: GameState; game?: Game; seats: readonly SeatRecord[]; settings: TableSettings; stageEndsAt?: number },
  request: BetRequest,
  nowMs: number,
): PlannedBet {
  assertActsForSelf(request.caller, request.playerId)
  const { stakeCents } = request
  if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0 || stakeCents > MAX_BET_CENTS_LIMIT)
    throw new DomainError('INVALID_INPUT', BET_AMOUNT_RULE)
  const seat = assertSeated(table.seats, request.playerId)
  const stage = bettingStageOf(table.state)
  const game = table.game
  if (!game || stage < 0 || game.gameId !== request.gameId || stage !== request.bettingStage) {
    const open = game && stage >= 0 ? `stage ${stage} of game ${game.gameId} is open` : 'no betting stage is open'
    throw new DomainError(
      'STAGE_CLOSED',
      `Bets on stage ${request.bettingStage} of game ${request.gameId} are closed: ${open}.`,
    )
  }
  assertBeforeDeadline(table, nowMs)
  const panel = game.pricing[stage][request.handIndex]
  if (!panel) throw new DomainError('INVALID_INPUT', `handIndex must be between 0 and ${game.hands.length - 1}.`)
  if (panel.oddsTenths === 0) {
    throw new DomainError(
      'HAND_NOT_OFFERED',
      `Hand ${request.handIndex} is not offered at stage ${stage}: it is dead, cannot lose, or its price would be ` +
        `1.0 ` +
        `or less.`,
    )
  }
  if (stakeCents > table.settings.maxBetCents) {
    throw new DomainError(
      'BET_LIMIT',
      `betAmount is above this table's maxBetAmount of ${table.settings.maxBetCents / 100}.`,
    )
  }
  // A stake the wallet gave enters the seat with the bet: the seat holds it for this step.
  const balanceCents = seat.balanceCents + (request.walletDebit ? stakeCents : 0)
  if (stakeCents > balanceCents) {
    throw new DomainError('INSUFFICIENT_BALANCE', `betAmount is above the seat balance of ${balanceCents / 100}.`)
  }
  return {
    gameId: game.gameId,
    bettingStage: stage as 0 | 1 | 2,
    handIndex: request.handIndex,
    playerId: request.playerId,
    seatId: seat.seatId,
    stakeCents,
    recordedOddsTenths: panel.oddsTenths,
    balanceAfterCents: balanceCents - stakeCents,
  }
}

/**
 * Stakes going back to their seats, as a cancel or a void plans them: what a store writes, in one step, and nothing
 * else. Each bet is refunded once, in the order given.
 */
export interface Refunds {
  /** The bets refunded, as they become (CANCELLED or VOID). */
  bets: Bet[]
  /** One BET_CANCEL entry a bet, in order, each with its seat's balance after it (the store numbers and times them). */
  entries: Array<Omit<LedgerEntry, 'entryId' | 'at'>>
  /** Each seat refunded, with its balance after all its refunds, in the order first refunded. */
  seats: Array<{ seatId: number; balanceCents: number }>
  /** The stakes refunded in all: what leaves the table's amount bet. */
  refundedCents: number
}

/** Every bet's stake back on its seat (`seats`: the balances before), the bets becoming `status`. Pure. */
export function refundsOf(
  bets: readonly Bet[],
  status: 'CANCELLED' | 'VOID',
  seats: ReadonlyArray<{ seatId: number; balanceCents: number }>,
): Refunds {
  const balances = new Map(seats.map((seat) => [seat.seatId, seat.balanceCents]))
  const refunded = new Map<number, number>()
  const entries: Refunds['entries'] = []
  let refundedCents = 0
  for (const bet of bets) {
    const before = refunded.get(bet.seatId) ?? balances.get(bet.seatId)
    if (before === undefined) throw new Error(`Bet ${bet.betId} is of seat ${bet.seatId}, which is not at the table.`)
    const balanceAfterCents = before + bet.stakeCents
    refunded.set(bet.seatId, balanceAfterCents)
    refundedCents += bet.stakeCents
    entries.push({
      seatId: bet.seatId,
      playerId: bet.playerId,
      kind: 'BET_CANCEL',
      amountCents: bet.stakeCents,
      balanceAfterCents,
      gameId: bet.gameId,
      betId: bet.betId,
    })
  }
  return {
    bets: bets.map((bet) => ({ ...bet, status })),
    entries,
    seats: [...refunded].map(([seatId, balanceCents]) => ({ seatId, balanceCents })),
    refundedCents,
  }
}

/**
 * Decides a cancel: only the bet's own player (FORBIDDEN_PLAYER for another's, in verified mode and in stub mode,
 * where the playerId is named), only an open bet of the stage still open (BET_FINAL otherwise), before the stage's
 * deadline at `nowMs` (STAGE_CLOSED). Plans its refund to its seat.
 */
export function planCancel(
  table: {
    state: GameState
    game?: Game
    stageEndsAt?: number
    seats: ReadonlyArray<{ seatId: number; balanceCents: number }>
  },
  bet: Bet,
  caller: Caller | null,
  playerId: string,
  nowMs: number,
): Refunds {
  assertActsForSelf(caller, playerId)
  if (bet.playerId !== playerId)
    throw new DomainError(
      'FORBIDDEN_PLAYER',
      `Bet ${bet.betId} is not a bet of ${JSON.stringify(playerId.slice(0, 128))}.`,
    )
  const stage = bettingStageOf(table.state)
  if (bet.status !== 'OPEN' || table.game?.gameId !== bet.gameId || stage !== bet.bettingStage) {
    throw new DomainError(
      'BET_FINAL',
      `Bet ${bet.betId} can no longer be cancelled: only open bets of the stage still open can.`,
    )
  }
  assertBeforeDeadline(table, nowMs)
  return refundsOf([bet], 'CANCELLED', table.seats)
}

/**
 * Decides a void of game `gameId` (core assertVoidable: the game in play, not yet settled) and plans it: every open bet
 * of the game VOID with its stake back on its seat. `bets`: the game's bets; `seats`: the table's, as they stand.
 */
export function planVoid(
  table: {
    state: GameState
    gameId?: number
    gamesStarted: number
    seats: ReadonlyArray<{ seatId: number; balanceCents: number }>
  },
  tableId: number,
  gameId: number,
  bets: readonly Bet[],
): Refunds {
  assertVoidable(table, tableId, gameId)
  return refundsOf(
    bets.filter((bet) => bet.gameId === gameId && bet.status === 'OPEN'),
    'VOID',
    table.seats,
  )
}

/** A bet as its game's river settled it: won or lost, with its payout. */
export type SettledBet = Bet & { status: 'WON' | 'LOST'; payoutCents: number }

/** A game settled at its river (settleGame). */
export interface SettledGame {
  /** Every bet given, in order: each open bet of the game as a new bet with its result and payout, the others as given.
   * */
  bets: Bet[]
  /** The bets settled here (each WON or LOST with its payout), in order: the same objects as in `bets`. */
  settled: SettledBet[]
  /**
   * What the game returns to each seat: the sum of its bets' payouts, in seat order, for the seats paid anything. The
   * ledger has one PAYOUT entry per seat and game (naming the game); each bet carries its own result and payout.
   */
  returns: Array<{ seatId: number; playerId: string; payoutCents: number }>
}

/** What a bet pays if it wins, stake included: floor(stake x recordedOdds) to the cent. */
export function payoutIfWon(bet: Pick<Bet, 'stakeCents' | 'recordedOddsTenths'>): number {
  // floor(stake x oddsTenths / 10): integers below 2^53 (stake <= 10^8 cents, oddsTenths < 2 x 10^7).
  return Math.floor((bet.stakeCents * bet.recordedOddsTenths) / ODDS_SCALE)
}

/** The stakes of open bets and what they would pay if all won: the house's exposure, as its report shows them. */
export function openSums(bets: Iterable<Pick<Bet, 'stakeCents' | 'recordedOddsTenths'>>): {
  stakesCents: number
  exposureCents: number
} {
  let stakesCents = 0
  let exposureCents = 0
  for (const bet of bets) {
    stakesCents += bet.stakeCents
    exposureCents += payoutIfWon(bet)
  }
  return { stakesCents, exposureCents }
}

/**
 * Settles every open bet of a game at its river: a bet on a hand that wins or ties pays floor(stake x
 * recordedOdds) to the cent, stake included; others pay 0. One pass over the bets, none of them changed; pure.
 */
export function settleGame(game: Game, bets: readonly Bet[]): SettledGame {
  const river = game.pricing[3]
  const all: Bet[] = []
  const settled: SettledBet[] = []
  const bySeat = new Map<number, { seatId: number; playerId: string; payoutCents: number }>()
  for (const bet of bets) {
    if (bet.status !== 'OPEN' || bet.gameId !== game.gameId) {
      all.push(bet)
      continue
    }
    const won = river[bet.handIndex].isWinner === true
    const payoutCents = won ? payoutIfWon(bet) : 0
    const result: SettledBet = { ...bet, status: won ? 'WON' : 'LOST', payoutCents }
    all.push(result)
    settled.push(result)
    if (payoutCents > 0) {
      const seat =
        bySeat.get(bet.seatId) ??
        bySeat.set(bet.seatId, { seatId: bet.seatId, playerId: bet.playerId, payoutCents: 0 }).get(bet.seatId)!
      seat.payoutCents += payoutCents
    }
  }
  return { bets: all, settled, returns: [...bySeat.values()].sort((a, b) => a.seatId - b.seatId) }
}

/** Leaving is refused while the player has a bet not yet settled (BETS_UNSETTLED). */
export function assertNoOpenBets(bets: readonly Bet[], playerId: string): void {
  const open = bets.filter((bet) => bet.playerId === playerId && bet.status === 'OPEN')
  if (open.length > 0) {
    throw new DomainError('BETS_UNSETTLED', `Player has ${open.length} bet(s) not yet settled; leave after the river.`)
  }
}
