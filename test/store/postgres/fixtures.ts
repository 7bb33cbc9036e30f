// What the PostgreSQL store's own tests share: a sit command at a table, a table with a game started.

import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { SitCommand } from '../../../src/core/seating.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'

/** A sit of `playerId` with `buyInCents` at `tableId` (6 seats when the table is new); `extra` overrides. */
export const sitAt = (
  tableId: number,
  playerId: string,
  buyInCents: number,
  extra: Partial<SitCommand> = {},
): SitCommand => ({
  tableId,
  playerId,
  buyInCents,
  seatCount: 6,
  ...extra,
})

/** The settings of the tables these tests open: 2 hands, 2 seats, INTERACTIVE. */
export const TABLE_SETTINGS: TableSettings = {
  numberOfHands: 2,
  numberOfSeats: 2,
  targetRtpBp: 9_700,
  maxBetCents: 5_000,
  mode: 'INTERACTIVE',
  skipTurn: false,
  bettingSeconds: 15,
  revealSeconds: 5,
}

/** A table of 2 hands opened (and `players` seated) through `opener`, its first game dealt from `label` and `seed`
 * and started through `starter`; `extra` overrides the settings. */
export async function tableWithGame(
  opener: PostgresStore,
  starter: PostgresStore,
  players: Record<string, number>,
  label: string,
  seed: number,
  extra: Partial<TableSettings> = {},
) {
  const settings: TableSettings = {
    ...TABLE_SETTINGS,
    ...extra,
  }
  const tableId = await opener.createTable(settings)
  for (const [playerId, cents] of Object.entries(players)) await opener.sit(sitAt(tableId, playerId, cents))
  const dealt = dealGame(2, 1, label, Buffer.alloc(32, seed))
  const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' }
  const started = await starter.startGame(tableId, game, settings)
  return { tableId, game, started }
}
