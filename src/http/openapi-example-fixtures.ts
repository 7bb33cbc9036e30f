// What the OpenAPI document's example answers are made from: one game, one table, one protection, shared by the
// examples of every operation (openapi-examples.ts and openapi-examples-operator.ts).

import { dealGame, type Game, priceGame } from '../core/game.ts'
import { defaultTableSettings } from '../core/tables.ts'
import { JWKS_UNAVAILABLE_MESSAGE } from '../ports/token-verifier.ts'
import { UNAUTHORIZED_MESSAGE } from './responses.ts'

export type ResponseExamples = Record<number, unknown>

/** A player with a weekly loss limit of 100.00 (30.00 used) and a pending rise of their daily wager limit. */
export const PROTECTION_EXAMPLE = {
  playerId: 'player-42',
  asOf: '2030-01-01T09:30:00.000Z',
  limits: [
    {
      kind: 'WAGER',
      period: 'DAY',
      amount: 50,
      used: 12.5,
      remaining: 37.5,
      oldestUseLeavesAt: '2030-01-02T08:10:00.000Z',
    },
    {
      kind: 'LOSS',
      period: 'WEEK',
      amount: 100,
      used: 30,
      remaining: 70,
      oldestUseLeavesAt: '2030-01-06T20:00:00.000Z',
    },
  ],
  settings: [
    {
      source: 'PLAYER',
      kind: 'WAGER',
      period: 'DAY',
      amount: 50,
      pending: { amount: 200, effectiveAt: '2030-01-02T09:00:00.000Z' },
    },
    { source: 'PLAYER', kind: 'LOSS', period: 'WEEK', amount: 100 },
  ],
  realityCheck: {
    minutes: 60,
    source: 'PLAYER',
    session: {
      startedAt: '2030-01-01T09:00:00.000Z',
      lastBetAt: '2030-01-01T09:29:00.000Z',
      dueAt: '2030-01-01T10:00:00.000Z',
    },
  },
}

/** Error examples every operation that documents the status shares, unless it gives its own. */
export const DEFAULT_ERROR_EXAMPLES: ResponseExamples = {
  401: { error: UNAUTHORIZED_MESSAGE },
  403: { error: 'playerId must be the subject (sub) of the access token.' },
  409: { error: 'Table is full: all 6 seats are taken.' },
  413: { error: 'Request body is too large: at most 16384 bytes.' },
  414: { error: 'A path parameter is too long: at most 100 characters.' },
  415: { error: 'Content-Type must be application/json; got text/plain.' },
  422: { error: 'Idempotency-Key was already used with a different request.' },
  429: { error: 'Too many requests: at most 600 per minute; retry in 42 s.' },
  503: { error: JWKS_UNAVAILABLE_MESSAGE },
}

/**
 * The deal example is one real shuffle; its handOdds are what POST /api/odds answers for those hands on an
 * empty board (test/client/client.test.ts checks it).
 */
export const DEAL_EXAMPLE = {
  hands: ['Qd9d', '4h6s', 'AcQc', '3sQs'],
  handOdds: [
    {
      handIndex: 0,
      bettingStage: 0,
      handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
      winPercentage: 24.54,
      drawPercentage: 1.17,
      odds: 4.08,
    },
    {
      handIndex: 1,
      bettingStage: 0,
      handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
      winPercentage: 24.67,
      drawPercentage: 0.3,
      odds: 4.05,
    },
    {
      handIndex: 2,
      bettingStage: 0,
      handStatus: 'IN_PLAY_FAVOURITE',
      winPercentage: 37.04,
      drawPercentage: 1.17,
      odds: 2.7,
    },
    {
      handIndex: 3,
      bettingStage: 0,
      handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
      winPercentage: 12.59,
      drawPercentage: 1.17,
      odds: 7.94,
    },
  ],
  remainingDeck: [
    '6d',
    '8d',
    '2s',
    '2h',
    '3h',
    'Kd',
    '5d',
    'Kc',
    'Td',
    '9h',
    '6h',
    'Tc',
    'Ks',
    '3c',
    '8h',
    'Jc',
    'Th',
    '7d',
    '8s',
    '4s',
    '2d',
    '6c',
    '8c',
    '5h',
    '5c',
    'As',
    'Kh',
    'Ad',
    'Qh',
    '7s',
    '9s',
    'Ts',
    '7c',
    '9c',
    'Js',
    '7h',
    '4c',
    'Jd',
    '3d',
    '5s',
    'Ah',
    'Jh',
    '2c',
    '4d',
  ],
}

/**
 * One real game, dealt from fixed seeds and priced by the engine, for the game examples: a personal table with two
 * hands (table 7), the player's clientSeed, game 1.
 */
export const EXAMPLE_SETTINGS = { ...defaultTableSettings(1), numberOfHands: 2, maxBetCents: 5_000 }
export const EXAMPLE_GAME: Game = (() => {
  const dealt = dealGame(2, 1, 'my-lucky-seed', Buffer.alloc(32, 7))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, EXAMPLE_SETTINGS.targetRtpBp),
    startedAt: '2026-01-01T12:00:00.000Z',
  }
})()
export const EXAMPLE_TABLE = {
  tableId: 7,
  settings: EXAMPLE_SETTINGS,
  gamesStarted: 1,
  seats: [{ seatId: 1, playerId: 'player-1', balanceCents: 10_000 }],
  bets: [],
  totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
  ready: [],
  eventId: 3,
}
/** When the example views were made (their serverTime). */
export const EXAMPLE_NOW = Date.parse('2026-01-01T12:00:05.000Z')

/** An AUTO table (table 8) at the hole cards of its first game, its player ready. */
export const EXAMPLE_AUTO_TABLE = {
  ...EXAMPLE_TABLE,
  tableId: 8,
  settings: { ...EXAMPLE_SETTINGS, mode: 'AUTO' as const },
  state: 'STATUS_HOLE' as const,
  game: EXAMPLE_GAME,
  stageEndsAt: Date.parse('2026-01-01T12:00:15.000Z'),
  ready: ['player-1'],
  eventId: 4,
}

/** Per operationId: the 200 example and the errors that read differently for that operation. */
