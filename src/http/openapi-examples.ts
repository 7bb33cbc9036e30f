// Example answers for the OpenAPI document, per operation and status; test/client checks them against the live server.

import { dealGame, type Game, priceGame } from '../core/game.ts'
import { defaultTableSettings } from '../core/tables.ts'
import { JWKS_UNAVAILABLE_MESSAGE } from '../ports/token-verifier.ts'
import { houseReportView } from './account-views.ts'
import { auditRowView, rtpReportView } from './audit-views.ts'
import { bulkGamesView, gameRecordView, settingsView, tableStateView } from './game-views.ts'
import { recalledGameView } from './recall-views.ts'
import { UNAUTHORIZED_MESSAGE } from './responses.ts'

export type ResponseExamples = Record<number, unknown>

/** A player with a weekly loss limit of 100.00 (30.00 used) and a pending rise of their daily wager limit. */
const PROTECTION_EXAMPLE = {
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
const DEAL_EXAMPLE = {
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
const EXAMPLE_SETTINGS = { ...defaultTableSettings(1), numberOfHands: 2, maxBetCents: 5_000 }
const EXAMPLE_GAME: Game = (() => {
  const dealt = dealGame(2, 1, 'my-lucky-seed', Buffer.alloc(32, 7))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, EXAMPLE_SETTINGS.targetRtpBp),
    startedAt: '2026-01-01T12:00:00.000Z',
  }
})()
const EXAMPLE_TABLE = {
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
const EXAMPLE_NOW = Date.parse('2026-01-01T12:00:05.000Z')

/** An AUTO table (table 8) at the hole cards of its first game, its player ready. */
const EXAMPLE_AUTO_TABLE = {
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
  listTables: {
    // A page of one table (limit=1): table 7 at the flop; more tables follow.
    200: {
      tables: [
        tableStateView({ ...EXAMPLE_TABLE, state: 'STATUS_FLOP', game: EXAMPLE_GAME, eventId: 4 }, null, EXAMPLE_NOW),
      ],
      nextCursor: '7',
    },
    400: { error: 'limit must be an integer between 1 and 25.' },
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
  createFloorEventTicket: {
    201: { ticket: 'Zr8s1Kq4wT0yV7bN3mC6xL9pH2dF5gJ8kA1sD4fG7hQ', expiresAt: '2026-01-01T12:00:35.000Z' },
  },
  followFloorEvents: {
    // The data of one message (`event: ready`): table 7's event 5.
    200: { tableId: 7, type: 'ready', eventId: 5, at: '2026-01-01T12:00:06.000Z', change: { readySeats: [1] } },
    400: { error: 'ticket must be a ticket from POST /api/operator/events/tickets.' },
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
  depositToAccount: {
    200: { acknowledgement: 'ACK', playerId: 'player-1', entryId: 1, accountBalance: 250 },
    400: { error: 'amount must be a positive number of at most 1000000 with at most 2 decimal places.' },
    403: { error: 'Operator rights are required: a verified token with the operator role, or the operator token.' },
  },
  reconcileHouse: {
    200: {
      checked: 3_006,
      differences: [{ total: 'table 7 cancelled', keptCents: 1_107, recomputedCents: 1_100, differenceCents: 7 }],
    },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  withdrawFromAccount: {
    200: { acknowledgement: 'ACK', playerId: 'player-1', entryId: 3, accountBalance: 50 },
    400: { error: 'amount must be a positive number of at most 1000000 with at most 2 decimal places.' },
    403: { error: 'Operator rights are required: a verified token with the operator role, or the operator token.' },
    409: { error: 'amount is above the account balance of 150.' },
  },
  disableTable: {
    200: {
      disabled: true,
      tableId: 7,
      table: {
        actor: 'operator-token',
        reason: 'Dealer software fault reported; table under review.',
        since: '2030-01-01T09:30:00.000Z',
      },
    },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  enableTable: {
    200: { disabled: false, tableId: 7 },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  disablePlayer: {
    200: {
      disabled: true,
      playerId: 'player-1',
      player: { actor: 'operator-token', reason: 'Payment dispute under review.', since: '2030-01-01T09:30:00.000Z' },
    },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  enablePlayer: {
    200: { disabled: false, playerId: 'player-1' },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  disableGaming: {
    200: {
      disabled: true,
      gaming: { actor: 'operator-token', reason: 'Scheduled maintenance.', since: '2030-01-01T09:30:00.000Z' },
    },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  enableGaming: {
    200: { disabled: false },
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
  },
  listSwitches: {
    200: {
      tables: [
        {
          tableId: 7,
          actor: 'operator-token',
          reason: 'Dealer software fault reported; table under review.',
          since: '2030-01-01T09:30:00.000Z',
        },
      ],
      players: [
        {
          playerId: 'player-1',
          actor: 'operator-token',
          reason: 'Payment dispute under review.',
          since: '2030-01-01T09:35:00.000Z',
        },
      ],
    },
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
  getRtpReport: {
    200: rtpReportView([
      {
        tableId: 7,
        bettingStage: 0,
        targetRtpBp: 9_700,
        bets: 1_204,
        stakedCents: 1_530_000,
        returnedCents: 1_461_150,
        expectedCents: 1_470_330,
        varianceCents2: 2_890_000_000,
      },
      {
        tableId: 7,
        bettingStage: 1,
        targetRtpBp: 9_700,
        bets: 655,
        stakedCents: 702_500,
        returnedCents: 688_450,
        expectedCents: 676_507.5,
        varianceCents2: 1_210_000_000,
      },
    ]),
    400: { error: 'from must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z.' },
  },
  getAuditLog: {
    200: {
      entries: [
        auditRowView({
          auditId: 42,
          at: Date.parse('2030-01-01T09:30:00.000Z'),
          kind: 'DEPOSIT',
          actor: 'operator-token',
          playerId: 'player-1',
          reason: 'card payment 7731',
          before: { balanceCents: 0 },
          after: { balanceCents: 25_000, amountCents: 25_000, entryId: 1 },
        }),
        auditRowView({
          auditId: 41,
          at: Date.parse('2030-01-01T09:00:00.000Z'),
          kind: 'TOKENS_REFUSED',
          actor: 'unverified',
          before: null,
          after: { address: '203.0.113.7', minute: '2030-01-01T08:59:00.000Z', count: 12 },
        }),
      ],
      nextCursor: 'ZTQx',
    },
    400: { error: 'from must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z.' },
  },
  getHouseReport: {
    200: houseReportView({
      depositsCents: 25_000,
      grantsCents: 0,
      withdrawalsCents: 0,
      accountsCents: 15_000,
      seatsCents: 9_800,
      houseResultCents: 200,
      tables: [
        {
          tableId: 7,
          targetRtpBp: 9_700,
          gamesPlayed: 3,
          betCents: 1_500,
          cancelledCents: 100,
          paidOutCents: 1_200,
          openStakesCents: 0,
          openExposureCents: 0,
          seatsCents: 9_800,
        },
      ],
      selfExcluded: [
        { playerId: 'player-9', until: Date.parse('2030-07-01T00:00:00.000Z'), accountCents: 5_000, seatsCents: 0 },
      ],
    }),
    403: { error: 'Operator rights are required: a verified token with the operator role, or the operator token.' },
  },
  voidGame: {
    200: gameRecordView(7, {
      ...EXAMPLE_GAME,
      voided: {
        reason: 'Dealer software fault: game could not complete.',
        actor: 'operator-token',
        at: Date.parse('2030-01-01T09:31:00.000Z'),
      },
    }),
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
    404: { error: 'Table 7 has no game 9.' },
    409: { error: 'Game 1 of table 7 is over (settled or voided): only a game not yet settled can be voided.' },
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
  imposeTimeout: {
    200: {
      ...PROTECTION_EXAMPLE,
      timeout: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-01-08T09:30:00.000Z' },
    },
    400: { error: 'reason is required: 1 to 500 characters.' },
  },
  selfExclude: {
    200: {
      ...PROTECTION_EXAMPLE,
      selfExclusion: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-06-30T09:30:00.000Z' },
    },
    400: { error: 'confirm must be true: a self-exclusion cannot be lifted or shortened.' },
  },
  imposeSelfExclusion: {
    200: {
      ...PROTECTION_EXAMPLE,
      selfExclusion: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-12-27T09:30:00.000Z' },
    },
    400: { error: 'months must be an integer between 6 and 60.' },
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
}
