// Table settings: hands per game, seats, the house's target RTP and the largest bet, with their ranges and defaults.

import { DomainError } from './errors.ts'
import { DEFAULT_HANDS, MAX_HANDS, MAX_TABLE_SEATS, MIN_HANDS } from './limits.ts'
import { DEFAULT_TARGET_RTP_BP, MAX_TARGET_RTP_BP, MIN_TARGET_RTP_BP, RTP_SCALE } from './pricing.ts'

/** A personal table has one seat. */
export const MIN_NUMBER_OF_SEATS = 1
export const MAX_BET_CENTS_LIMIT = 100_000_000
export const DEFAULT_MAX_BET_CENTS = 100_000

export const TARGET_RTP_RULE =
  `targetRtp must be a number from ${MIN_TARGET_RTP_BP / RTP_SCALE} to ` +
  `${MAX_TARGET_RTP_BP / RTP_SCALE} with at most 4 decimal places.`
export const MAX_BET_RULE =
  `maxBetAmount must be a positive number of at most ${MAX_BET_CENTS_LIMIT / 100} with at ` + `most 2 decimal places.`

/** INTERACTIVE: seated players advance the game. AUTO: the server's clock does, stage by stage. */
export const TABLE_MODES = ['INTERACTIVE', 'AUTO'] as const
export type TableMode = (typeof TABLE_MODES)[number]

export const MIN_BETTING_SECONDS = 3
export const MAX_BETTING_SECONDS = 300
export const DEFAULT_BETTING_SECONDS = 15
export const MIN_REVEAL_SECONDS = 1
export const MAX_REVEAL_SECONDS = 60
export const DEFAULT_REVEAL_SECONDS = 5

export const BETTING_SECONDS_RULE =
  `bettingSeconds must be an integer between ${MIN_BETTING_SECONDS} and ` + `${MAX_BETTING_SECONDS}.`
export const REVEAL_SECONDS_RULE =
  `revealSeconds must be an integer between ${MIN_REVEAL_SECONDS} and ` + `${MAX_REVEAL_SECONDS}.`

export interface TableSettings {
  numberOfHands: number
  numberOfSeats: number
  /** Target return to player in ten-thousandths (0.97 -> 9700). */
  targetRtpBp: number
  maxBetCents: number
  mode: TableMode
  /** No turn stage: the flop's panels price both cards to come, and FLOP moves straight to RIVER. */
  skipTurn: boolean
  /** AUTO: how long each betting stage stays open. */
  bettingSeconds: number
  /** AUTO: how long the river's result stands before the next game. */
  revealSeconds: number
}

/** The settings of a table first used by a sit: the defaults, with `seats` (TABLE_SEATS) seats. */
export function defaultTableSettings(seats: number): TableSettings {
  return {
    numberOfHands: DEFAULT_HANDS,
    numberOfSeats: seats,
    targetRtpBp: DEFAULT_TARGET_RTP_BP,
    maxBetCents: DEFAULT_MAX_BET_CENTS,
    mode: 'INTERACTIVE',
    skipTurn: false,
    bettingSeconds: DEFAULT_BETTING_SECONDS,
    revealSeconds: DEFAULT_REVEAL_SECONDS,
  }
}

/**
 * `amount` x `scale` when that is exactly an integer (judged on the binary value, as exactCents does), else
 * undefined: 0.9712 x 10,000 -> 9712, while 0.97125 -> undefined.
 */
export function exactScaled(amount: number, scale: number): number | undefined {
  const scaled = Math.round(amount * scale)
  return Number.isSafeInteger(scaled) && scaled / scale === amount ? scaled : undefined
}

/** targetRtp as sent (0.80..1.00, at most 4 decimals) in ten-thousandths; DomainError INVALID_INPUT otherwise. */
export function targetRtpBpOf(targetRtp: number): number {
  const bp = exactScaled(targetRtp, RTP_SCALE)
  if (bp === undefined || bp < MIN_TARGET_RTP_BP || bp > MAX_TARGET_RTP_BP)
    throw new DomainError('INVALID_INPUT', TARGET_RTP_RULE)
  return bp
}

export interface TableSettingsRequest {
  numberOfHands?: number
  numberOfSeats?: number
  targetRtp?: number
  maxBetAmount?: number
  mode?: TableMode
  skipTurn?: boolean
  bettingSeconds?: number
  revealSeconds?: number
}

const isIntegerIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max

/** The settings of a new table from a request: given values checked exactly, the rest defaulted. */
export function planTableSettings(request: TableSettingsRequest, defaultSeats: number): TableSettings {
  const settings = defaultTableSettings(defaultSeats)
  const { numberOfHands, numberOfSeats, targetRtp, maxBetAmount, mode, skipTurn, bettingSeconds, revealSeconds } =
    request
  if (numberOfHands !== undefined) {
    if (!Number.isInteger(numberOfHands) || numberOfHands < MIN_HANDS || numberOfHands > MAX_HANDS) {
      throw new DomainError('INVALID_INPUT', `numberOfHands must be an integer between ${MIN_HANDS} and ${MAX_HANDS}.`)
    }
    settings.numberOfHands = numberOfHands
  }
  if (numberOfSeats !== undefined) {
    if (!Number.isInteger(numberOfSeats) || numberOfSeats < MIN_NUMBER_OF_SEATS || numberOfSeats > MAX_TABLE_SEATS) {
      throw new DomainError(
        'INVALID_INPUT',
        `numberOfSeats must be an integer between ${MIN_NUMBER_OF_SEATS} and ${MAX_TABLE_SEATS}.`,
      )
    }
    settings.numberOfSeats = numberOfSeats
  }
  if (targetRtp !== undefined) settings.targetRtpBp = targetRtpBpOf(targetRtp)
  if (maxBetAmount !== undefined) {
    const cents = exactScaled(maxBetAmount, 100)
    if (cents === undefined || cents < 1 || cents > MAX_BET_CENTS_LIMIT)
      throw new DomainError('INVALID_INPUT', MAX_BET_RULE)
    settings.maxBetCents = cents
  }
  if (mode !== undefined) {
    if (!TABLE_MODES.includes(mode))
      throw new DomainError('INVALID_INPUT', `mode must be one of ${TABLE_MODES.join(', ')}.`)
    settings.mode = mode
  }
  if (skipTurn !== undefined) settings.skipTurn = skipTurn === true
  if (bettingSeconds !== undefined) {
    if (!isIntegerIn(bettingSeconds, MIN_BETTING_SECONDS, MAX_BETTING_SECONDS))
      throw new DomainError('INVALID_INPUT', BETTING_SECONDS_RULE)
    settings.bettingSeconds = bettingSeconds
  }
  if (revealSeconds !== undefined) {
    if (!isIntegerIn(revealSeconds, MIN_REVEAL_SECONDS, MAX_REVEAL_SECONDS))
      throw new DomainError('INVALID_INPUT', REVEAL_SECONDS_RULE)
    settings.revealSeconds = revealSeconds
  }
  return settings
}
