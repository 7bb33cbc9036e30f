// The store contract, accounts and the ledger: buy-ins leave the account (play money granted first when short),
// cash-outs return to it, operators deposit and withdraw, ledgers page at any depth, and the whole house adds up
// after a randomized run.

import type { Test } from 'tap'
import type { AccountEntry } from '../../../src/core/accounts.ts'
import { dealGame, type Game, priceGame } from '../../../src/core/game.ts'
import { defaultTableSettings } from '../../../src/core/tables.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import type { StoreFactory } from './fixtures.ts'

const SETTINGS = { ...defaultTableSettings(4), numberOfHands: 3 }

function game(nonce: number, seed: number): Game {
  const dealt = dealGame(3, nonce, `seed-${seed}`, Buffer.alloc(32, seed % 256))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

const key = (k: string, fingerprint = k) => ({ key: k, fingerprint })

const kinds = (entries: AccountEntry[]) => entries.map((e) => `${e.kind} ${e.amountCents} -> ${e.balanceAfterCents}`)
const ALL = { limit: 500, order: 'asc' as const }

/** The house adds up: deposits + grants - withdrawals = accounts + seats + the tables' result; nothing negative; every
 * account's entries are its running sum. */
export async function checkHouseInvariants(t: Test, store: Store, players: string[]): Promise<void> {
  const house = await store.houseTotals()
  t.same((await store.reconcile()).differences, [], 'every running total equals what it sums (reconcile)')
  t.equal(
    house.depositsCents + house.grantsCents - house.withdrawalsCents,
    house.accountsCents + house.seatsCents + house.houseResultCents,
    `the house adds up: ${house.depositsCents} + ${house.grantsCents} - ${house.withdrawalsCents} = ` +
      `${house.accountsCents} + ${house.seatsCents} + ${house.houseResultCents}`,
  )
  let accounts = 0
  for (const player of players) {
    const account = await store.getAccount(player)
    const entries = await store.getAccountLedger(player, ALL)
    let running = 0
    for (const entry of entries) {
      running += entry.amountCents
      if (entry.balanceAfterCents !== running)
        t.fail(`${player}: entry ${entry.entryId} says ${entry.balanceAfterCents}, the running sum is ${running}`)
      if (entry.balanceAfterCents < 0) t.fail(`${player}: a negative account balance`)
    }
    t.equal(account.balanceCents, running, `${player}: the account is the sum of its entries`)
    accounts += account.balanceCents
  }
  t.equal(accounts, house.accountsCents, 'the accounts of these players hold all account money')
  for (const table of house.tables) await checkLedgerInvariants(t, store, table.tableId)
}

export const PLAYERS = ['p0', 'p1', 'p2', 'p3', 'p4']

/**
 * `steps` random money moves per store, the stores' runs side by side (several instances on one database): transfers
 * both ways, buy-ins under both wallets, games started, advanced and settled, bets and cancels, leaves. With one store
 * the house is checked every 50 steps. Refusals are part of the run.
 */
export async function randomMoneyRun(
  t: Test,
  stores: Store[],
  tableIds: number[],
  seed: number,
  steps: number,
): Promise<void> {
  await Promise.all(
    stores.map(async (store, s) => {
      let state = seed + s * 1_000
      const random = (n: number) => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31
        return state % n
      }
      for (let step = 0; step < steps; step++) {
        const player = PLAYERS[random(PLAYERS.length)]
        const tableId = tableIds[random(tableIds.length)]
        const table = (await store.getTable(tableId))!
        const action = random(9)
        await codeOf(
          (async () => {
            if (action === 0) return store.transfer(player, 1 + random(5_000), 'operator', key(`k${s}-${step}`))
            if (action === 1) return store.transfer(player, -(1 + random(5_000)), 'operator', key(`k${s}-${step}`))
            if (action === 2)
              return store.sit({
                tableId,
                playerId: player,
                buyInCents: 1 + random(3_000),
                seatCount: 4,
                wallet: random(2) ? 'play' : 'accounts',
              })
            if (action === 3) return store.leaveTable(tableId, player)
            if (action === 4 && table.state === 'STATUS_SETUP' && table.seats.length > 0)
              return store.startGame(tableId, game(table.gamesStarted + 1, step), SETTINGS)
            if (action === 5 && table.state !== 'STATUS_SETUP')
              return store.advanceGame(tableId, table.state as 'STATUS_HOLE')
            if (action >= 6 && table.game && table.state !== 'STATUS_RIVER') {
              const stage = ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'].indexOf(table.state)
              const bet = await store.placeBet(tableId, {
                caller: null,
                playerId: player,
                gameId: table.game.gameId,
                bettingStage: stage,
                handIndex: random(3),
                stakeCents: Math.round(((1 + random(500)) / 100) * 100),
              })
              if (action === 8) await store.cancelBet(tableId, bet.bet.betId, null, player)
            }
            return undefined
          })(),
        )
        // Mid-run sums are one consistent reading only while no other instance writes between its queries.
        if (stores.length === 1 && step % 50 === 49) await checkHouseInvariants(t, store, PLAYERS)
      }
    }),
  )
}

export function accountContract(t: Test, createStore: StoreFactory): void {
  t.test(
    'play money: a buy-in short of the account is granted first; both sides of every move are entries',
    async (t) => {
      const store = await createStore(t)
      t.same(
        await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 5_000, seatCount: 6 }),
        { seatId: 1, balanceCents: 5_000 },
        'the answer is unchanged',
      )
      t.same(kinds(await store.getAccountLedger('ann', ALL)), ['PLAY_GRANT 5000 -> 5000', 'TO_SEAT -5000 -> 0'])
      await store.transfer('ann', 2_000, 'operator', key('d1'))
      await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 3_000, seatCount: 6 })
      t.same(
        kinds((await store.getAccountLedger('ann', ALL)).slice(2)),
        ['DEPOSIT 2000 -> 2000', 'PLAY_GRANT 1000 -> 3000', 'TO_SEAT -3000 -> 0'],
        'only what is missing is granted',
      )
      const left = await store.leaveTable(1, 'ann')
      t.equal(left.cashedOutCents, 8_000)
      t.same(await store.getAccount('ann'), { balanceCents: 8_000, seats: [] }, 'leaving moves the whole seat back')
      const toSeat = (await store.getAccountLedger('ann', ALL)).find((e) => e.kind === 'TO_SEAT')!
      t.match(toSeat, { tableId: 1, seatId: 1 }, 'an entry names the seat')
      await checkHouseInvariants(t, store, ['ann'])
    },
  )

  t.test(
    'accounts: a buy-in beyond the account is refused and changes nothing; withdrawals are checked too',
    async (t) => {
      const store = await createStore(t)
      await store.transfer('bob', 3_000, 'operator', key('d1'))
      t.equal(
        await codeOf(store.sit({ tableId: 2, playerId: 'bob', buyInCents: 3_001, seatCount: 6, wallet: 'accounts' })),
        'INSUFFICIENT_FUNDS',
      )
      t.same(await store.getAccount('bob'), { balanceCents: 3_000, seats: [] }, 'nothing moved')
      t.same(await store.getSeats(2), [], 'no seat')
      await store.sit({ tableId: 2, playerId: 'bob', buyInCents: 3_000, seatCount: 6, wallet: 'accounts' })
      t.same(await store.getAccount('bob'), {
        balanceCents: 0,
        seats: [{ tableId: 2, seatId: 1, balanceCents: 3_000 }],
      })
      t.equal(
        await codeOf(store.transfer('bob', -1, 'operator', key('w1'))),
        'INSUFFICIENT_FUNDS',
        'no withdrawal beyond the account',
      )
      await store.leaveTable(2, 'bob')
      const out = await store.transfer('bob', -2_500, 'operator', key('w2'))
      t.equal(out.balanceCents, 500)
      t.same(
        await store.transfer('bob', -2_500, 'operator', key('w2')),
        out,
        'a retry gets the first answer and moves nothing',
      )
      t.equal(await codeOf(store.transfer('bob', -100, 'operator', key('w2', 'other'))), 'IDEMPOTENCY_KEY_REUSED')
      t.equal((await store.getAccount('bob')).balanceCents, 500)
      t.same(kinds(await store.getAccountLedger('bob', ALL)).at(-1), 'WITHDRAWAL -2500 -> 500')
      t.equal((await store.getAccountLedger('bob', ALL)).at(-1)!.by, 'operator', 'who did it')
      await checkHouseInvariants(t, store, ['bob'])
    },
  )

  t.test('ledgers page forward and backward with cursors, each page the same slice of the whole', async (t) => {
    const store = await createStore(t)
    for (let i = 0; i < 23; i++) await store.sit({ tableId: 3, playerId: 'cy', buyInCents: 100 + i, seatCount: 6 })
    for (const [name, all, page] of [
      [
        'account',
        await store.getAccountLedger('cy', ALL),
        (p: { limit: number; after?: number; order: 'asc' | 'desc' }) => store.getAccountLedger('cy', p),
      ],
      [
        'table',
        await store.getLedger(3, 'cy'),
        (p: { limit: number; after?: number; order: 'asc' | 'desc' }) => store.getLedger(3, 'cy', p),
      ],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const seen: number[] = []
        let after: number | undefined
        for (;;) {
          const entries = await page({ limit: 5, order, ...(after === undefined ? {} : { after }) })
          if (entries.length === 0) break
          seen.push(...entries.map((e) => e.entryId))
          after = entries.at(-1)!.entryId
        }
        const expected = all.map((e) => e.entryId)
        t.same(
          seen,
          order === 'asc' ? expected : [...expected].reverse(),
          `${name} ledger, ${order}: every entry once, in order`,
        )
      }
    }
  })

  t.test(
    'the house adds up through a randomized run of buy-ins, bets, settlements, cancels, leaves and transfers',
    async (t) => {
      const store = await createStore(t)
      const tableIds = [await store.createTable(SETTINGS), await store.createTable(SETTINGS)]
      await randomMoneyRun(t, [store], tableIds, 7, 300)
      const house = await store.houseTotals()
      t.ok(
        house.tables.some((tb) => tb.gamesPlayed > 0) &&
          house.grantsCents > 0 &&
          house.depositsCents > 0 &&
          house.withdrawalsCents > 0,
        'the run moved money every way',
      )
      await checkHouseInvariants(t, store, PLAYERS)
    },
  )
}
