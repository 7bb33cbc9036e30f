// The store contract, switches: a table, a player or all gaming turned off with a reason and on again; what each
// refuses (and what it never refuses: leaving, withdrawals, the game in play), the clock's view, events and audit.

import type { Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

const BY = { actor: 'op-1', reason: 'table under review' }
const key = (k: string) => ({ key: k, fingerprint: k })

function gameFor(nonce: number) {
  const dealt = dealGame(2, nonce, `switch-${nonce}`, Buffer.alloc(32, nonce))
  return {
    ...dealt,
    pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
    startedAt: '2030-01-01T00:00:00.000Z',
  }
}

async function playToEnd(store: Store, tableId: number): Promise<void> {
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const)
    await store.advanceGame(tableId, from)
}

export function switchContract(t: Test, createStore: StoreFactory): void {
  t.test(
    'a disabled table: the game in play finishes, no new game, no sit, players leave; on again it plays',
    async (t) => {
      const store = await createStore(t)
      const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
      await store.sit(sit('ann', 5_000, { tableId }))
      const started = await store.startGame(tableId, gameFor(1), SETTINGS)
      const hand = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
      const eventsBefore = (await store.getTable(tableId))!.eventId

      const off = await store.switchTable(tableId, true, BY, 6)
      t.match(off, { tableId, table: { scope: 'TABLE', actor: 'op-1', reason: 'table under review' } })
      t.notOk(off.gaming)
      const held = (await store.getTable(tableId))!
      t.match(held.disabled, { scope: 'TABLE', reason: 'table under review' }, 'the table shows what holds it')
      t.equal(held.eventId, eventsBefore + 1, 'the switch is one event')
      const { events } = await store.readEvents(tableId, eventsBefore, 10)
      t.same(
        events.map((e) => e.type),
        ['table'],
      )

      t.equal(await codeOf(store.sit(sit('bob', 1_000, { tableId }))), 'TABLE_DISABLED', 'nobody new sits')
      t.equal(await codeOf(store.sit(sit('ann', 1_000, { tableId }))), 'TABLE_DISABLED', 'nor tops up')
      t.ok(
        (
          await store.placeBet(tableId, {
            caller: null,
            playerId: 'ann',
            gameId: 1,
            bettingStage: 0,
            handIndex: hand,
            stakeCents: 500,
          })
        ).bet,
        'the game in play takes bets',
      )
      await playToEnd(store, tableId)
      t.equal((await store.getTable(tableId))!.state, 'STATUS_SETUP', 'the game in play finished')
      t.equal(await codeOf(store.startGame(tableId, gameFor(2), SETTINGS)), 'TABLE_DISABLED', 'no new game')
      t.equal((await store.getTable(tableId))!.gamesStarted, 1, 'the refusal changed nothing')
      t.ok((await store.leaveTable(tableId, 'ann')).cashedOutCents > 0, 'a player leaves')

      const on = await store.switchTable(tableId, false, { actor: 'op-2', reason: 'fault fixed' }, 6)
      t.same(on, { tableId })
      t.equal((await store.getTable(tableId))!.disabled, undefined)
      await store.sit(sit('bob', 1_000, { tableId }))
      t.equal((await store.startGame(tableId, gameFor(2), SETTINGS)).state, 'STATUS_HOLE', 'it plays again')

      const rows = await store.listAudit({ limit: 10, tableId })
      t.same(
        rows.slice(0, 2).map((r) => [r.kind, r.actor, r.reason]),
        [
          ['TABLE_ENABLED', 'op-2', 'fault fixed'],
          ['TABLE_DISABLED', 'op-1', 'table under review'],
        ],
      )
      t.match(rows[1], { before: { disabled: false }, after: { disabled: true, actor: 'op-1' } })
      await checkLedgerInvariants(t, store, tableId)
    },
  )

  t.test('a table switched off before anyone used it is kept and refuses its first sit', async (t) => {
    const store = await createStore(t)
    await store.switchTable(4_242, true, BY, 6)
    t.equal(await codeOf(store.sit(sit('ann', 1_000, { tableId: 4_242 }))), 'TABLE_DISABLED')
    t.same(
      (await store.listSwitches()).tables.map((s) => s.tableId),
      [4_242],
    )
  })

  t.test('all gaming off: every table held (new ones too), own switches kept when it comes back on', async (t) => {
    const store = await createStore(t)
    const one = await store.createTable(SETTINGS)
    const two = await store.createTable(SETTINGS)
    await store.sit(sit('ann', 1_000, { tableId: one }))
    await store.switchTable(two, true, BY, 6)
    const gaming = await store.switchGaming(true, { actor: 'op-1', reason: 'maintenance' })
    t.match(gaming, { scope: 'GAMING', reason: 'maintenance' })
    t.match((await store.getTable(one))!.disabled, { scope: 'GAMING' })
    t.match((await store.getTable(two))!.disabled, { scope: 'TABLE' }, "a table's own switch shows first")
    t.equal(await codeOf(store.startGame(one, gameFor(1), SETTINGS)), 'TABLE_DISABLED')
    t.equal(
      await codeOf(store.sit(sit('bob', 1_000, { tableId: 9_999 }))),
      'TABLE_DISABLED',
      'a table nobody used yet is held too',
    )
    t.match(await store.listSwitches(), { gaming: { scope: 'GAMING' }, tables: [{ tableId: two }] })
    t.equal(await store.switchGaming(false, { actor: 'op-1', reason: 'done' }), undefined)
    t.equal((await store.getTable(one))!.disabled, undefined)
    t.match((await store.getTable(two))!.disabled, { scope: 'TABLE' }, 'the own switch stays')
    t.equal((await store.startGame(one, gameFor(1), SETTINGS)).state, 'STATUS_HOLE')
    t.same(
      (await store.listAudit({ limit: 10 })).slice(0, 2).map((r) => r.kind),
      ['GAMING_ENABLED', 'GAMING_DISABLED'],
    )
  })

  t.test('the clock owes a disabled AUTO table no new game', async (t) => {
    const store = await createStore(t)
    const auto = { ...SETTINGS, mode: 'AUTO' as const }
    const tableId = await store.createTable(auto)
    await store.sit(sit('ann', 1_000, { tableId }))
    t.ok(
      (await store.dueTables(100)).some((d) => d.tableId === tableId),
      'seated at SETUP: a game is due',
    )
    await store.switchTable(tableId, true, BY, 6)
    t.notOk(
      (await store.dueTables(100)).some((d) => d.tableId === tableId),
      'switched off: none is',
    )
    await store.switchTable(tableId, false, BY, 6)
    await store.switchGaming(true, BY)
    t.notOk(
      (await store.dueTables(100)).some((d) => d.tableId === tableId),
      'all gaming off: none is',
    )
    await store.switchGaming(false, BY)
    t.ok((await store.dueTables(100)).some((d) => d.tableId === tableId))
  })

  t.test('a disabled player: no bet, sit or deposit; leaving and withdrawals work; on again they play', async (t) => {
    const store = await createStore(t)
    await store.transfer('ann', 10_000, 'op-1', key('d1'))
    const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 3 })
    await store.sit(sit('ann', 2_000, { tableId }))
    const started = await store.startGame(tableId, gameFor(1), SETTINGS)
    const hand = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
    const bet = { caller: null, playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, stakeCents: 100 }
    t.match(await store.switchPlayer('ann', true, BY), { scope: 'PLAYER', reason: 'table under review' })
    t.equal(await codeOf(store.placeBet(tableId, bet)), 'PLAYER_DISABLED')
    t.equal(await codeOf(store.sit(sit('ann', 1_000, { tableId }))), 'PLAYER_DISABLED')
    t.equal(await codeOf(store.transfer('ann', 500, 'op-1', key('d2'))), 'PLAYER_DISABLED')
    t.equal((await store.transfer('ann', -1_000, 'op-1', key('w1'))).balanceCents, 7_000, 'a withdrawal works')
    t.same((await store.getTable(tableId))!.bets, [], 'no bet was recorded')
    t.match(await store.listSwitches(), { players: [{ playerId: 'ann' }] })
    await playToEnd(store, tableId)
    t.equal((await store.leaveTable(tableId, 'ann')).cashedOutCents, 2_000, 'leaving works')
    t.equal(await store.switchPlayer('ann', false, BY), undefined)
    await store.sit(sit('ann', 1_000, { tableId }))
    await store.startGame(tableId, gameFor(2), SETTINGS)
    const again = (await store.getTable(tableId))!.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
    t.ok(await store.placeBet(tableId, { ...bet, gameId: 2, handIndex: again }), 'on again: a bet')
    t.same(
      (await store.listAudit({ limit: 10, playerId: 'ann' })).map((r) => r.kind),
      ['PLAYER_ENABLED', 'WITHDRAWAL', 'PLAYER_DISABLED', 'DEPOSIT'],
      'the refused deposit left no row',
    )
  })
}
