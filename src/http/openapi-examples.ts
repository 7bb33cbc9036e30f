// Example answers for the OpenAPI document, per operation and status; test/client checks them against the live server.
// The operator's operations' are in openapi-examples-operator.ts; what both are made from, openapi-example-fixtures.ts.

import { type Game } from '../core/game.ts'
import { bulkGamesView, gameRecordView, settingsView, tableStateView } from './game-views.ts'
import {
  DEAL_EXAMPLE,
  EXAMPLE_AUTO_TABLE,
  EXAMPLE_GAME,
  EXAMPLE_NOW,
  EXAMPLE_SETTINGS,
  EXAMPLE_TABLE,
  PROTECTION_EXAMPLE,
  type ResponseExamples,
} from './openapi-example-fixtures.ts'
import { OPERATOR_EXAMPLES } from './openapi-examples-operator.ts'
import { recalledGameView } from './recall-views.ts'

export { DEFAULT_ERROR_EXAMPLES, type ResponseExamples } from './openapi-example-fixtures.ts'

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
        {
          handIndex: 0,
          bettingStage: 1,
          handStatus: 'IN_PLAY_FAVOURITE',
          winPercentage: 91.21,
          drawPercentage: 0,
          odds: 1.1,
        },
        {
          handIndex: 1,
          bettingStage: 1,
          handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
          winPercentage: 8.79,
          drawPercentage: 0,
          odds: 11.38,
        },
      ],
    },
    400: { error: 'Card Ah appears more than once (hands[0] and board[0]).' },
    503: { error: 'The odds engine is at capacity; retry shortly.' },
  },
  calculateRangeEquity: {
    // The answer to the EquityRequest example (QQ+,AKs v JJ-99 and half of AQs on Ah 7c 2d).
    200: {
      method: 'exact',
      stopReason: 'complete',
      showdowns: 356400,
      ranges: [
        { range: 'QQ+,AKs', combos: 18, equityPercentage: 89.533, winPercentage: 89.5277, tiePercentage: 0.0106 },
        { range: 'JJ-99,AQs:0.5', combos: 21, equityPercentage: 10.467, winPercentage: 10.4616, tiePercentage: 0.0106 },
      ],
    },
    400: {
      error:
        'ranges[1] "JJ-99,AQx": item "AQx" is not a hand class, span, combo or "random": use a pair ("QQ", "QQ+", ' +
        '"55-99"), a suited, offsuit or either hand ("AKs", "AKo", "AK", "A2s+", "KTo+", "A2s-A5s"), a combo ' +
        '("AhKh") or "random".',
    },
    429: {
      error:
        'You already have 4 range-equity requests waiting for the engine; wait for their answers before sending more.',
    },
    503: { error: 'The odds engine is at capacity; retry shortly.' },
  },
  sitAtTable: {
    // The answer to the SitRequest example at a new table.
    200: { acknowledgement: 'ACK', seatId: 1, seatBalance: 100 },
    400: { error: 'buyInAmount must be a positive number of at most 1000000 with at most 2 decimal places.' },
  },
  createTable: {
    201: { tableId: 7, settings: settingsView(EXAMPLE_SETTINGS) },
    400: { error: 'targetRtp must be a number from 0.8 to 1 with at most 4 decimal places.' },
  },
  getTableState: {
    // Table 7 at the flop of its first game.
    200: tableStateView({ ...EXAMPLE_TABLE, state: 'STATUS_FLOP', game: EXAMPLE_GAME, eventId: 4 }, null, EXAMPLE_NOW),
    400: { error: 'tableId must be an integer between 1 and 2147483647.' },
  },
  advanceGame: {
    // The AdvanceRequest example: table 7 starts its first game.
    200: tableStateView({ ...EXAMPLE_TABLE, state: 'STATUS_HOLE', game: EXAMPLE_GAME }, null, EXAMPLE_NOW),
    400: { error: 'clientSeed must be 1 to 64 printable ASCII characters.' },
    409: {
      error:
        'The table is in STATUS_FLOP, not STATUS_HOLE: it has moved on; reload the state and advance from STATUS_FLOP.',
    },
  },
  markReady: {
    200: tableStateView(EXAMPLE_AUTO_TABLE, null, EXAMPLE_NOW),
    400: { error: 'bettingStage must be 0, 1 or 2.' },
    409: { error: 'Stage 0 of game 1 closed at 2026-01-01T12:00:15.000Z.' },
  },
  createEventTicket: {
    201: { ticket: 'pQ3t0V9mX2b7yK1cN8sL4eR6uW5aZ0dF9gH2jT7vB3k', expiresAt: '2026-01-01T12:00:35.000Z' },
    400: { error: 'tableId must be an integer between 1 and 2147483647.' },
  },
  followTableEvents: {
    // The data of a stream's first message (`id: 4`, `event: snapshot`).
    200: {
      type: 'snapshot',
      eventId: 4,
      at: '2026-01-01T12:00:05.000Z',
      state: tableStateView({ ...EXAMPLE_AUTO_TABLE, ready: [] }, null, EXAMPLE_NOW),
    },
    400: { error: 'Last-Event-ID must be an event number.' },
    401: { error: 'The ticket is unknown, used, expired or for another table: ask for a new one.' },
  },
  getAccount: {
    200: { playerId: 'player-1', accountBalance: 150, seats: [{ tableId: 7, seatId: 1, seatBalance: 100 }] },
    400: { error: 'playerId must be a string of 1 to 128 characters without control characters.' },
    403: { error: 'playerId must be the subject (sub) of the access token: a player reads only their own account.' },
  },
  getAccountLedger: {
    200: {
      playerId: 'player-1',
      entries: [
        {
          entryId: 1,
          kind: 'DEPOSIT',
          amount: 250,
          balanceAfter: 250,
          by: 'operator-token',
          at: '2026-01-01T12:00:00.000Z',
        },
        {
          entryId: 2,
          kind: 'TO_SEAT',
          amount: -100,
          balanceAfter: 150,
          tableId: 7,
          seatId: 1,
          at: '2026-01-01T12:00:01.000Z',
        },
      ],
    },
    400: { error: 'cursor must be the nextCursor of a previous page.' },
    403: { error: 'playerId must be the subject (sub) of the access token: a player reads only their own account.' },
  },
  recallGames: {
    200: {
      playerId: 'player-1',
      games: [
        recalledGameView({
          tableId: 7,
          game: { ...EXAMPLE_GAME, settledAt: Date.parse('2030-01-01T09:31:10.000Z') },
          bets: [
            {
              betId: 3,
              gameId: EXAMPLE_GAME.gameId,
              bettingStage: 0,
              handIndex: 0,
              playerId: 'player-1',
              seatId: 1,
              stakeCents: 1_000,
              recordedOddsTenths: 22,
              status: 'WON',
              payoutCents: 2_200,
              placedAt: '2030-01-01T09:30:05.000Z',
            },
          ],
          entries: [
            {
              entryId: 4,
              seatId: 1,
              playerId: 'player-1',
              kind: 'BET',
              amountCents: -1_000,
              balanceAfterCents: 9_000,
              gameId: EXAMPLE_GAME.gameId,
              betId: 3,
              at: '2030-01-01T09:30:05.000Z',
            },
            {
              entryId: 9,
              seatId: 1,
              playerId: 'player-1',
              kind: 'PAYOUT',
              amountCents: 2_200,
              balanceAfterCents: 11_200,
              gameId: EXAMPLE_GAME.gameId,
              at: '2030-01-01T09:31:10.000Z',
            },
          ],
        }),
      ],
      nextCursor: 'ZzE4OTM0NTYyMDAwMDAuNy4x',
      kept: 'Every game is kept: nothing is pruned (at least 90 days are promised).',
    },
    400: { error: 'limit must be an integer between 1 and 100.' },
  },
  getGameRecord: {
    200: gameRecordView(7, EXAMPLE_GAME),
    400: { error: 'gameId must be an integer between 1 and 2147483647.' },
    404: { error: 'Table 7 has no game 2.' },
    409: { error: 'Game 1 is in progress: its record is shown once the river is out.' },
  },
  generateBulkGames: {
    200: bulkGamesView(
      [EXAMPLE_GAME],
      [EXAMPLE_GAME.pricing],
      EXAMPLE_SETTINGS.targetRtpBp,
      () => '6f1c2a8e-3b4d-4c5e-9f60-7a8b9c0d1e2f',
    ),
    400: { error: 'numberOfGames must be an integer between 1 and 200.' },
    503: { error: 'The odds engine is at capacity; retry shortly.' },
  },
  getProtection: {
    200: PROTECTION_EXAMPLE,
    400: { error: 'playerId must be 1 to 128 characters.' },
  },
  getProtectionHistory: {
    200: {
      playerId: 'player-42',
      changes: [
        {
          changeId: 1,
          at: '2030-01-01T09:00:00.000Z',
          actor: 'player-42',
          source: 'PLAYER',
          action: 'LIMIT',
          before: null,
          after: { kind: 'LOSS', period: 'WEEK', source: 'PLAYER', amountCents: 10_000 },
        },
      ],
    },
    400: { error: 'playerId must be 1 to 128 characters.' },
  },
  setRealityCheck: {
    200: PROTECTION_EXAMPLE,
    400: { error: 'minutes must be null or an integer between 10 and 120.' },
  },
  acknowledgeRealityCheck: {
    200: {
      ...PROTECTION_EXAMPLE,
      realityCheck: {
        ...PROTECTION_EXAMPLE.realityCheck,
        session: {
          ...PROTECTION_EXAMPLE.realityCheck.session,
          lastAcknowledgedAt: '2030-01-01T10:00:05.000Z',
          dueAt: '2030-01-01T11:00:05.000Z',
        },
      },
    },
    400: { error: 'playerId must be 1 to 128 characters.' },
  },
  setLimit: {
    200: PROTECTION_EXAMPLE,
    400: { error: 'amount must be null or a positive number of at most 1000000000 with at most 2 decimal places.' },
  },
  setOperatorLimit: { 200: PROTECTION_EXAMPLE, 400: { error: 'reason is required: 1 to 500 characters.' } },
  startTimeout: {
    200: {
      ...PROTECTION_EXAMPLE,
      timeout: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-01-04T09:30:00.000Z' },
    },
    400: { error: 'hours must be an integer between 24 and 1008.' },
  },
  selfExclude: {
    200: {
      ...PROTECTION_EXAMPLE,
      selfExclusion: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-06-30T09:30:00.000Z' },
    },
    400: { error: 'confirm must be true: a self-exclusion cannot be lifted or shortened.' },
  },
  placeBet: {
    // The PlaceBetRequest example: 5 on hand 0 at the flop of table 7's first game.
    200: { acknowledgement: 'ACK', betId: 1, recordedOdds: 2.4, seatBalance: 95 },
    400: { error: 'betAmount must be a positive number of at most 1000000 with at most 2 decimal places.' },
    409: { error: 'Bets on stage 0 of game 1 are closed: stage 1 of game 1 is open.' },
  },
  cancelBet: {
    200: { acknowledgement: 'ACK', betId: 1, refund: 5, seatBalance: 100 },
    400: { error: 'betId must be a positive integer.' },
    404: { error: 'Table 7 has no bet 9.' },
    409: { error: 'Bet 1 can no longer be cancelled: only open bets of the stage still open can.' },
  },
  leaveTable: {
    200: { acknowledgement: 'ACK', seatId: 1, cashedOut: 112.5 },
    400: { error: 'playerId must be a string of 1 to 128 characters without control characters.' },
    409: { error: 'Player has 1 bet(s) not yet settled; leave after the river.' },
  },
  getLedger: {
    200: {
      tableId: 7,
      playerId: 'player-1',
      entries: [
        {
          entryId: 1,
          seatId: 1,
          playerId: 'player-1',
          kind: 'BUY_IN',
          amount: 100,
          balanceAfter: 100,
          at: '2026-01-01T12:00:00.000Z',
        },
        {
          entryId: 2,
          seatId: 1,
          playerId: 'player-1',
          kind: 'BET',
          amount: -5,
          balanceAfter: 95,
          gameId: 1,
          betId: 1,
          at: '2026-01-01T12:00:05.000Z',
        },
        {
          entryId: 3,
          seatId: 1,
          playerId: 'player-1',
          kind: 'PAYOUT',
          amount: 12,
          balanceAfter: 107,
          gameId: 1,
          at: '2026-01-01T12:00:09.000Z',
        },
      ],
    },
    400: { error: 'playerId is required (a query parameter) when tokens are not verified.' },
  },
  getTable: {
    // Table 1 after the SitRequest example.
    200: { tableId: 1, seatCount: 6, seats: [{ seatId: 1, playerId: 'player-1', seatBalance: 100 }] },
    400: { error: 'tableId must be an integer between 1 and 2147483647.' },
  },
  ...OPERATOR_EXAMPLES,
}
