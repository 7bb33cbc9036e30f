// Example answers for the OpenAPI document, per operation and status; test/client checks them against the live server.

import { JWKS_UNAVAILABLE_MESSAGE } from '../ports/token-verifier.js'
import { UNAUTHORIZED_MESSAGE } from './responses.js'

export type ResponseExamples = Record<number, unknown>

/** Error examples every operation that documents the status shares, unless it gives its own. */
export const DEFAULT_ERROR_EXAMPLES: ResponseExamples = {
  401: { error: UNAUTHORIZED_MESSAGE },
  403: { error: 'playerId must be the subject (sub) of the access token.' },
  409: { error: 'Table is full: all 6 seats are taken.' },
  413: { error: 'Request body is too large: at most 16384 bytes.' },
  415: { error: 'Content-Type must be application/json; got text/plain.' },
  422: { error: 'Idempotency-Key was already used with a different request.' },
  429: { error: 'Too many requests: at most 600 per minute; retry in 42 s.' },
  503: { error: JWKS_UNAVAILABLE_MESSAGE },
}

/**
 * The deal example is one real shuffle; its handOdds are what POST /api/odds answers for those hands on an
 * empty board (test/client/client.test.ts checks it).
 */
const DEAL_EXAMPLE = {
  hands: ['Qd9d', '4h6s', 'AcQc', '3sQs'],
  handOdds: [
    { handIndex: 0, bettingStage: 0, handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE', winPercentage: 24.54, drawPercentage: 1.17, odds: 4.08 },
    { handIndex: 1, bettingStage: 0, handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE', winPercentage: 24.67, drawPercentage: 0.3, odds: 4.05 },
    { handIndex: 2, bettingStage: 0, handStatus: 'IN_PLAY_FAVOURITE', winPercentage: 37.04, drawPercentage: 1.17, odds: 2.7 },
    { handIndex: 3, bettingStage: 0, handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE', winPercentage: 12.59, drawPercentage: 1.17, odds: 7.94 },
  ],
  remainingDeck: [
    '6d', '8d', '2s', '2h', '3h', 'Kd', '5d', 'Kc', 'Td', '9h', '6h', 'Tc', 'Ks', '3c', '8h', 'Jc', 'Th', '7d', '8s', '4s', '2d', '6c',
    '8c', '5h', '5c', 'As', 'Kh', 'Ad', 'Qh', '7s', '9s', 'Ts', '7c', '9c', 'Js', '7h', '4c', 'Jd', '3d', '5s', 'Ah', 'Jh', '2c', '4d',
  ],
}

/** Per operationId: the 200 example and the errors that read differently for that operation. */
export const OPERATION_EXAMPLES: Record<string, ResponseExamples> = {
  getHealth: {
    200: {
      status: 'ok',
      service: 'hand-odds-service',
      version: '1.0.0',
      time: '2026-01-01T12:00:00.000Z',
      store: { name: 'postgres', ok: true },
    },
    503: {
      status: 'unavailable',
      service: 'hand-odds-service',
      version: '1.0.0',
      time: '2026-01-01T12:00:00.000Z',
      store: { name: 'postgres', ok: false, detail: 'PostgreSQL is unreachable: connection refused.' },
    },
  },
  dealHands: {
    200: DEAL_EXAMPLE,
    400: { error: 'numberOfHands must be an integer between 2 and 23.' },
    503: { error: 'The odds engine is at capacity; retry shortly.' },
  },
  calculateOdds: {
    // The answer to the OddsRequest example (AcKd v 7h7s on Ah 3s 9d).
    200: {
      bettingStage: 1,
      handOdds: [
        { handIndex: 0, bettingStage: 1, handStatus: 'IN_PLAY_FAVOURITE', winPercentage: 91.21, drawPercentage: 0, odds: 1.1 },
        { handIndex: 1, bettingStage: 1, handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE', winPercentage: 8.79, drawPercentage: 0, odds: 11.38 },
      ],
    },
    400: { error: 'Card Ah appears more than once (hands[0] and board[0]).' },
    503: { error: 'The odds engine is at capacity; retry shortly.' },
  },
  sitAtTable: {
    // The answer to the SitRequest example at a new table.
    200: { acknowledgement: 'ACK', seatId: 1, seatBalance: 100 },
    400: { error: 'buyInAmount must be a positive number of at most 1000000 with at most 2 decimal places.' },
  },
  getTable: {
    // Table 1 after the SitRequest example.
    200: { tableId: 1, seatCount: 6, seats: [{ seatId: 1, playerId: 'player-1', seatBalance: 100 }] },
    400: { error: 'tableId must be an integer between 1 and 2147483647.' },
  },
}
