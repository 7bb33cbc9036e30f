// Example answers of the operator's operations for the OpenAPI document (openapi-examples.ts holds the others).

import { type Game } from '../core/game.ts'
import type { WalletTransaction } from '../core/wallet.ts'
import { houseReportView } from './account-views.ts'
import { auditRowView, rtpReportView } from './audit-views.ts'
import { gameRecordView, tableStateView } from './game-views.ts'
import {
  EXAMPLE_GAME,
  EXAMPLE_NOW,
  EXAMPLE_TABLE,
  PROTECTION_EXAMPLE,
  type ResponseExamples,
} from './openapi-example-fixtures.ts'
import { walletTransactionView } from './wallet-views.ts'

/** A settlement's credit of 22.00 to player-1 for game 9 of table 7, sent twice without an answer. */
const CREDIT_FIELDS: Omit<WalletTransaction, 'lastError'> = {
  transactionId: 'credit:7:9:player-1',
  kind: 'CREDIT',
  status: 'PENDING',
  roundId: '7:9:player-1',
  playerId: 'player-1',
  tableId: 7,
  gameId: 9,
  amountCents: 2_200,
  attempts: 2,
  nextAttemptAt: '2030-01-01T09:30:04.000Z',
  createdAt: '2030-01-01T09:30:01.000Z',
  updatedAt: '2030-01-01T09:30:02.000Z',
}
const EXAMPLE_CREDIT: WalletTransaction = { ...CREDIT_FIELDS, lastError: 'timed out' }

export const OPERATOR_EXAMPLES: Record<string, ResponseExamples> = {
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
  createFloorEventTicket: {
    201: { ticket: 'Zr8s1Kq4wT0yV7bN3mC6xL9pH2dF5gJ8kA1sD4fG7hQ', expiresAt: '2026-01-01T12:00:35.000Z' },
  },
  followFloorEvents: {
    // The data of one message (`event: ready`): table 7's event 5.
    200: { tableId: 7, type: 'ready', eventId: 5, at: '2026-01-01T12:00:06.000Z', change: { readySeats: [1] } },
    400: { error: 'ticket must be a ticket from POST /api/operator/events/tickets.' },
    401: { error: 'The ticket is unknown, used, expired or for another table: ask for a new one.' },
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
  imposeTimeout: {
    200: {
      ...PROTECTION_EXAMPLE,
      timeout: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-01-08T09:30:00.000Z' },
    },
    400: { error: 'reason is required: 1 to 500 characters.' },
  },
  imposeSelfExclusion: {
    200: {
      ...PROTECTION_EXAMPLE,
      selfExclusion: { startedAt: '2030-01-01T09:30:00.000Z', until: '2030-12-27T09:30:00.000Z' },
    },
    400: { error: 'months must be an integer between 6 and 60.' },
  },
  listWalletTransactions: {
    // A credit the wallet has not yet acknowledged (the outbox sends it again) and the debit of the round's bet.
    200: {
      transactions: [
        walletTransactionView({ ...EXAMPLE_CREDIT }),
        walletTransactionView({
          ...CREDIT_FIELDS,
          transactionId: 'debit:7:41',
          kind: 'DEBIT',
          status: 'DONE',
          amountCents: 1_000,
          betId: 12,
          balanceAfterCents: 24_000,
          attempts: 0,
          nextAttemptAt: '2030-01-01T09:29:11.000Z',
          createdAt: '2030-01-01T09:29:05.000Z',
          updatedAt: '2030-01-01T09:29:05.000Z',
        }),
      ],
    },
    400: { error: 'status must be one of PENDING, DONE, REFUSED, ROLLED_BACK, FAILED, RESOLVED.' },
  },
  retryWalletTransaction: {
    200: walletTransactionView({ ...EXAMPLE_CREDIT, status: 'PENDING', lastError: 'UNKNOWN_PLAYER: No such player.' }),
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
    404: { error: 'No wallet transaction credit:7:9:player-9.' },
    409: { error: 'Only a FAILED transaction is retried; credit:7:9:player-1 is DONE.' },
  },
  resolveWalletTransaction: {
    200: walletTransactionView({ ...EXAMPLE_CREDIT, status: 'RESOLVED' }),
    400: { error: 'reason is required: 1 to 500 characters, not only spaces.' },
    404: { error: 'No wallet transaction credit:7:9:player-9.' },
    409: { error: 'Only a FAILED or PENDING transaction is resolved; credit:7:9:player-1 is DONE.' },
  },
  getIntegrity: {
    // Two of the files, one changed since the build (a real answer lists every critical file).
    200: {
      tree: 'dist/src',
      manifest: true,
      ok: false,
      files: [
        {
          component: 'shuffle',
          path: 'dist/src/core/fair.js',
          sha256: '9f2b5c0e7d1a4c3b8e6f0a2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e',
          manifestSha256: '9f2b5c0e7d1a4c3b8e6f0a2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e',
          verdict: 'match',
        },
        {
          component: 'pricing',
          path: 'dist/src/core/pricing.js',
          sha256: '0c1d2e3f405162738495a6b7c8d9eaf00112233445566778899aabbccddeeff0',
          manifestSha256: '5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b3a29180f7e',
          verdict: 'changed',
        },
      ],
      seed: 'lab-visit-2026-11',
      hmacSha256: 'b6a0a4f1c1d2e3f40516273849a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7',
    },
    400: { error: 'seed must be 1 to 256 printable ASCII characters.' },
  },
}
