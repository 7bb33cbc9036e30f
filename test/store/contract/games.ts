// The store contract, games and stages: a game's steps each only from its state, the table's head at every step,
// racing advances; on the clock: AUTO tables step only when owed and once, ready calls, skipTurn, INTERACTIVE tables.

import type { Test } from 'tap'
import { DomainError } from '../../../src/core/errors.ts'
import type { GameState } from '../../../src/core/game.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import type { StepTable } from '../../../src/ports/game-store.ts'
import type { Store } from '../../../src/ports/store.ts'
import { codeOf } from '../../helpers/domain.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'
import { AUTO, autoGame, type ContractStores, game, offered, SETTINGS, sit, sitAt, TABLE } from './fixtures.ts'

export function gameContract(t: Test, { createStore, createLiveStore }: ContractStores): void {
  t.test('a game runs SETUP -> HOLE -> FLOP -> TURN -> RIVER -> SETUP; each step only from its state', async (t) => {
    const store = await createStore(t)
    const tableId = await store.createTable(SETTINGS)
    await store.sit(sit('ann', 100, { tableId }))
    const one = game(1)
    let table = await store.startGame(tableId, one, SETTINGS)
    t.equal(table.state, 'STATUS_HOLE')
    t.equal(table.gamesStarted, 1)
    t.same(table.game, one, 'the game is stored whole, seeds and board included')
    t.same(table.seats, [{ seatId: 1, playerId: 'ann', balanceCents: 100 }])
    await t.rejects(store.startGame(tableId, game(2), SETTINGS), { code: 'STATE_CHANGED', message: /STATUS_HOLE/ })
    await t.rejects(store.advanceGame(tableId, 'STATUS_FLOP'), { code: 'STATE_CHANGED' })
    const states: GameState[] = []
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
      table = await store.advanceGame(tableId, from)
      states.push(table.state)
      const { settledAt, ...game } = table.game!
      t.same(game, one)
      t.equal(typeof settledAt, from === 'STATUS_TURN' ? 'number' : 'undefined', 'settled at the river, with the time')
    }
    t.same(states, ['STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
    table = await store.advanceGame(tableId, 'STATUS_RIVER')
    t.equal(table.state, 'STATUS_SETUP')
    t.equal(table.game, undefined, 'no game in progress at SETUP')
    t.same(
      await store.getGame(tableId, 1),
      { ...one, settledAt: table.game?.settledAt ?? (await store.getGame(tableId, 1))!.settledAt },
      'the finished game is kept, with when it settled',
    )
    await t.rejects(
      store.startGame(tableId, game(1), SETTINGS),
      { code: 'STATE_CHANGED' },
      'a nonce already used is refused',
    )
    table = await store.startGame(tableId, game(2), SETTINGS)
    t.equal(table.game?.gameId, 2)
    t.equal(await store.getGame(tableId, 3), undefined)
    t.equal(await store.getGame(tableId + 1, 1), undefined)
  })

  t.test(
    'getTableHead: the table less its game and bets (gameId names the game) at every step; undefined when unknown',
    async (t) => {
      const store = await createStore(t)
      t.equal(await store.getTableHead(TABLE), undefined)
      const tableId = await store.createTable(SETTINGS)
      const headOf = (table: Awaited<ReturnType<Store['getTable']>>) => {
        if (!table) return undefined
        const { game, bets: _bets, ...rest } = table
        return game ? { ...rest, gameId: game.gameId } : rest
      }
      const check = async (what: string) => {
        const head = await store.getTableHead(tableId)
        t.same(head, headOf(await store.getTable(tableId)), what)
        t.notOk(head && ('bets' in head || 'game' in head), `${what}: no bets, no game`)
      }
      await check('created')
      await store.sit(sit('ann', 1_000, { tableId }))
      await store.sit(sit('bob', 2_000, { tableId }))
      await check('two seated')
      const one = game(1)
      await store.startGame(tableId, one, SETTINGS)
      const handIndex = one.pricing[0].findIndex((p) => p.oddsTenths > 0)
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'bob',
        gameId: 1,
        bettingStage: 0,
        handIndex,
        stakeCents: 250,
      })
      await check('a bet at HOLE')
      t.equal((await store.getTableHead(tableId))?.gameId, 1)
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) {
        await store.advanceGame(tableId, from)
        await check(`after ${from}`)
      }
      t.same(
        (await store.getTableHead(tableId))?.seats.find((s) => s.playerId === 'bob')?.balanceCents,
        (await store.getSeats(tableId)).find((s) => s.playerId === 'bob')?.balanceCents,
        'settled balances',
      )
      await store.advanceGame(tableId, 'STATUS_RIVER')
      await check('back at SETUP')
      t.equal((await store.getTableHead(tableId))?.gameId, undefined, 'no game in progress')
    },
  )

  t.test('20 concurrent advances from the same state move the table one step', async (t) => {
    const store = await createStore(t)
    const tableId = await store.createTable(SETTINGS)
    const starts = await Promise.allSettled(
      Array.from({ length: 20 }, () => store.startGame(tableId, game(1), SETTINGS)),
    )
    t.equal(starts.filter((r) => r.status === 'fulfilled').length, 1, 'one game started')
    for (const r of starts) if (r.status === 'rejected') t.match(r.reason, { code: 'STATE_CHANGED' })
    const steps = await Promise.allSettled(Array.from({ length: 20 }, () => store.advanceGame(tableId, 'STATUS_HOLE')))
    t.equal(steps.filter((r) => r.status === 'fulfilled').length, 1, 'one step from HOLE')
    t.equal((await store.getTable(tableId))?.state, 'STATUS_FLOP', 'FLOP, not beyond')
  })

  t.test(
    "a step's own check sees the table as the step finds it; its refusal refuses the step with nothing changed",
    async (t) => {
      const store = await createStore(t)
      const tableId = await store.createTable(SETTINGS)
      await store.sit(sit('ann', 100, { tableId }))
      await store.startGame(tableId, game(1), SETTINGS)
      const seen: StepTable[] = []
      const refuse = (table: StepTable) => {
        seen.push(table)
        throw new DomainError('NOT_SEATED', 'refused by the check')
      }
      const before = await store.getTable(tableId)
      await t.rejects(store.advanceGame(tableId, 'STATUS_HOLE', { check: refuse }), {
        code: 'NOT_SEATED',
        message: 'refused by the check',
      })
      t.same(await store.getTable(tableId), before, 'nothing changed')
      t.same(
        seen,
        [
          {
            state: 'STATUS_HOLE',
            gamesStarted: 1,
            seats: [{ seatId: 1, playerId: 'ann', balanceCents: 100 }],
            settings: before!.settings,
          },
        ],
        'the check saw the table',
      )
      // Run before the store's own checks: a step from another state reaches the check with the table as it is.
      await t.rejects(store.advanceGame(tableId, 'STATUS_TURN', { check: refuse }), { code: 'NOT_SEATED' })
      t.equal(seen[1]?.state, 'STATUS_HOLE', 'and saw the state it is in')
      await t.rejects(store.advanceGame(tableId + 1_000, 'STATUS_HOLE', { check: refuse }), { code: 'NOT_SEATED' })
      t.equal(seen.length, 3, 'a table never used reaches the check')
      t.equal(seen[2], undefined, 'as undefined')
      await t.rejects(
        store.advanceGame(tableId + 1_000, 'STATUS_HOLE', { check: () => {} }),
        { code: 'STATE_CHANGED' },
        'and is not stepped when it passes',
      )
      const flop = await store.advanceGame(tableId, 'STATUS_HOLE', { check: (table) => void seen.push(table) })
      t.equal(flop.state, 'STATUS_FLOP', 'a check that passes: the step is taken')
      t.equal(seen.length, 4, 'once')
    },
  )

  t.test(
    'an AUTO table: no game while nobody sits, a game as soon as someone does, each step once and only when due',
    async (t) => {
      const { store, expire } = await createLiveStore(t)
      const tableId = await store.createTable(AUTO)
      t.same(await store.dueTables(100), [], 'nobody seated: the clock owes nothing')
      await store.sit(sitAt(tableId, 'ann'))
      t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_SETUP' }], 'seated: a game is due')
      const before = await store.clock()
      const hole = await store.startGame(tableId, autoGame(1), AUTO, undefined, { due: true })
      const after = await store.clock()
      t.equal(hole.state, 'STATUS_HOLE')
      t.ok(
        hole.stageEndsAt! >= before + 15_000 && hole.stageEndsAt! <= after + 15_000,
        'the deadline is bettingSeconds after the step, by the store clock',
      )
      t.equal(
        await codeOf(store.startGame(tableId, autoGame(1), AUTO, undefined, { due: true })),
        'STATE_CHANGED',
        'a second start of the same game changes nothing',
      )
      t.equal(
        await codeOf(store.advanceGame(tableId, 'STATUS_HOLE', { due: true })),
        'NOT_DUE',
        'not before the deadline',
      )
      t.same(await store.dueTables(100), [])
      await expire(tableId)
      t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_HOLE' }], 'due once the deadline has come')
      const results = await Promise.allSettled(
        [1, 2, 3].map(() => store.advanceGame(tableId, 'STATUS_HOLE', { due: true })),
      )
      t.equal(results.filter((r) => r.status === 'fulfilled').length, 1, 'of three racing steps one moves the table')
      const flop = (await store.getTable(tableId))!
      t.equal(flop.state, 'STATUS_FLOP')
      t.same(flop.ready, [])
      for (const from of ['STATUS_FLOP', 'STATUS_TURN'] as const) {
        await expire(tableId)
        await store.advanceGame(tableId, from, { due: true })
      }
      const river = (await store.getTable(tableId))!
      t.equal(river.state, 'STATUS_RIVER')
      t.ok(river.stageEndsAt! - (await store.clock()) <= 5_000 + 1_000, 'the river stands revealSeconds')
      await expire(tableId)
      await store.advanceGame(tableId, 'STATUS_RIVER', { due: true })
      t.same(
        await store.dueTables(100),
        [{ tableId, from: 'STATUS_SETUP' }],
        'the next game is due at once while someone is seated',
      )
      await store.leaveTable(tableId, 'ann')
      t.same(await store.dueTables(100), [], 'and none once nobody is')
    },
  )

  t.test(
    'ready: a stage is due once every seated player is ready; repeated, late or foreign calls are refused or change ' +
      'nothing',
    async (t) => {
      const { store } = await createLiveStore(t)
      const tableId = await store.createTable(AUTO)
      await store.sit(sitAt(tableId, 'ann'))
      await store.sit(sitAt(tableId, 'bob'))
      await store.startGame(tableId, autoGame(1), AUTO, undefined, { due: true })
      const ready = (playerId: string, bettingStage = 0, gameId = 1) =>
        store.markReady(tableId, { caller: null, playerId, gameId, bettingStage })
      t.equal(await codeOf(ready('cy')), 'NOT_SEATED')
      t.equal(await codeOf(ready('ann', 1)), 'STAGE_CLOSED', 'a stage that is not open')
      t.equal(await codeOf(ready('ann', 0, 2)), 'STAGE_CLOSED', 'a game that is not in progress')
      t.equal(
        await codeOf(
          store.markReady(tableId, {
            caller: { verified: true, sub: 'bob' },
            playerId: 'ann',
            gameId: 1,
            bettingStage: 0,
          }),
        ),
        'FORBIDDEN_PLAYER',
      )
      const first = await ready('ann')
      t.same(first.ready, ['ann'])
      t.equal((await ready('ann')).eventId, first.eventId, 'a repeated ready is no new event')
      t.same(await store.dueTables(100), [], 'one of two ready: not due')
      await ready('bob')
      t.same(await store.dueTables(100), [{ tableId, from: 'STATUS_HOLE' }], 'both ready: due before the deadline')
      const flop = await store.advanceGame(tableId, 'STATUS_HOLE', { due: true })
      t.same(flop.ready, [], 'the next stage starts with nobody ready')
    },
  )

  t.test('skipTurn: the flop goes straight to the river, and that step settles the bets', async (t) => {
    const { store, expire } = await createLiveStore(t)
    const settings: TableSettings = { ...AUTO, skipTurn: true }
    const tableId = await store.createTable(settings)
    await store.sit(sitAt(tableId, 'ann'))
    const g = autoGame(1, settings)
    await store.startGame(tableId, g, settings, undefined, { due: true })
    await expire(tableId)
    await store.advanceGame(tableId, 'STATUS_HOLE', { due: true })
    const hand = offered(g, 1)
    if (hand >= 0)
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'ann',
        gameId: 1,
        bettingStage: 1,
        handIndex: hand,
        stakeCents: 1000,
      })
    await expire(tableId)
    const river = await store.advanceGame(tableId, 'STATUS_FLOP', { due: true })
    t.equal(river.state, 'STATUS_RIVER', 'FLOP -> RIVER')
    t.ok(
      river.bets.every((bet) => bet.status === 'WON' || bet.status === 'LOST'),
      'every bet settled',
    )
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('an INTERACTIVE table has no clock: never due, no deadline', async (t) => {
    const { store } = await createLiveStore(t)
    const settings = { ...AUTO, mode: 'INTERACTIVE' as const }
    const tableId = await store.createTable(settings)
    await store.sit(sitAt(tableId, 'ann'))
    const hole = await store.startGame(tableId, autoGame(1, settings), settings)
    t.equal(hole.stageEndsAt, undefined)
    t.same(await store.dueTables(100), [])
    t.equal(
      await codeOf(store.advanceGame(tableId, 'STATUS_HOLE', { due: true })),
      'NOT_DUE',
      'the clock never steps it',
    )
    t.equal((await store.advanceGame(tableId, 'STATUS_HOLE')).state, 'STATUS_FLOP', 'a player does')
  })
}
