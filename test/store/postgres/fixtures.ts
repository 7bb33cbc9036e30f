// What the PostgreSQL store's own tests share: a sit command at a table, a table with a game started.

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { SitCommand } from '../../../src/core/seating.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'

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

export const EVERY_WAY_SETTINGS: TableSettings = { ...TABLE_SETTINGS, numberOfHands: 3, numberOfSeats: 4 }

/** Money moved every way at two tables (deposits, buy-ins, bets, a cancel, a settled river, a void, a cash-out, a
 * withdrawal); returns the tables. */
export async function playEveryWay(store: PostgresStore, label: string): Promise<number[]> {
  const key = (k: string) => ({ key: `${label}-${k}`, fingerprint: k, answerOwner: 'operator' })
  await store.transfer('ann', 20_000, 'operator', key('ann'))
  await store.transfer('bob', 20_000, 'operator', key('bob'))
  const tables = [await store.createTable(EVERY_WAY_SETTINGS), await store.createTable(EVERY_WAY_SETTINGS)]
  for (const tableId of tables) {
    for (const playerId of ['ann', 'bob']) await store.sit(sitAt(tableId, playerId, 5_000, { wallet: 'accounts' }))
    for (const nonce of [1, 2]) {
      const dealt = dealGame(3, nonce, `${label}-${tableId}`, Buffer.alloc(32, tableId + nonce))
      const game = {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, 9_700),
        startedAt: new Date().toISOString(),
      }
      await store.startGame(tableId, game, EVERY_WAY_SETTINGS)
      const offered = game.pricing[0].map((p, i) => (p.oddsTenths > 0 ? i : -1)).filter((i) => i >= 0)
      const bet = (playerId: string, handIndex: number, stakeCents: number) =>
        store.placeBet(tableId, { caller: null, playerId, gameId: nonce, bettingStage: 0, handIndex, stakeCents })
      const placed = await Promise.all([
        bet('ann', offered[0], 300),
        bet('bob', offered.at(-1)!, 450),
        bet('ann', offered[0], 125),
      ])
      await store.cancelBet(tableId, placed[2].bet.betId, null, 'ann')
      if (nonce === 1) {
        for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) {
          await store.advanceGame(tableId, from)
        }
      } else {
        await store.voidGame(tableId, nonce, { actor: 'operator', reason: 'test' })
      }
    }
  }
  await store.leaveTable(tables[0], 'bob')
  await store.transfer('bob', -1_000, 'operator', key('bob-out'))
  return tables
}

/**
 * Migrates `schema` as a release before migration `below` left it (the baseline and the numbered migrations under it):
 * where a test writes rows as that release did before it upgrades.
 */
export async function migrateBefore(t: Test, url: string, schema: string, below: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'hand-odds-migrations-'))
  t.teardown(() => rm(dir, { recursive: true, force: true }))
  const migrations = join(import.meta.dirname, '../../../src/store/postgres/migrations')
  for (const name of await readdir(migrations)) {
    const numbered = /^(\d{3})-/.exec(name)
    if (!numbered || Number(numbered[1]) < below)
      await writeFile(join(dir, name), await readFile(join(migrations, name)))
  }
  await runMigrations(url, { schema, migrationsDir: dir })
}

/** The numbered migrations after the baseline, and every functions file. */
export const SINCE_BASELINE = [
  '023-house-running-totals.sql',
  '024-rtp-and-recall-totals.sql',
  '025-seamless-wallet.sql',
  '026-history-by-month.sql',
  '027-bets-by-time.sql',
  '028-games-counts.sql',
  '029-rtp-marks.sql',
  '030-bets-by-table-and-time.sql',
  '031-bets-by-id-range.sql',
  '032-bets-archive.sql',
  '033-open-bets-and-bet-marks.sql',
  '034-events-by-hour.sql',
  '035-games-by-month.sql',
]
export const FUNCTIONS_FILES = [
  'audit.sql',
  'bets.sql',
  'ledger.sql',
  'partitions.sql',
  'protection.sql',
  'recall.sql',
  'rtp.sql',
  'wallet.sql',
]
