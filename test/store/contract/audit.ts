// The store contract, the audit log: a row for each operator transfer, protection change, table created and large
// win, written with what it records (a refused change writes none), read newest first with filters and pages.

import type { Test } from 'tap'
import type { AuditRecord } from '../../../src/core/audit.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { SETTINGS, type StoreFactory, sit } from './fixtures.ts'

const key = (k: string) => ({ key: k, fingerprint: k })
const OPERATOR = { source: 'OPERATOR' as const, actor: 'op-1', reason: 'affordability check' }

export function auditContract(t: Test, createStore: StoreFactory): void {
  t.test(
    'transfers, protection changes and tables each leave one row with actor, reason, before and after',
    async (t) => {
      const store = await createStore(t)
      const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 3 }, 'sub:host-1')
      await store.transfer('ann', 5_000, 'op-1', key('d1'), 'bank transfer 1234')
      await store.transfer('ann', 5_000, 'op-1', key('d1'), 'bank transfer 1234')
      await store.transfer('ann', -1_500, 'operator-token', key('w1'))
      await t.rejects(store.transfer('ann', -9_999, 'op-1', key('w2')), { code: 'INSUFFICIENT_FUNDS' })
      await store.setLimit(
        'ann',
        { kind: 'LOSS', period: 'WEEK', amountCents: 2_000 },
        { source: 'PLAYER', actor: 'ann' },
      )
      await store.setLimit('ann', { kind: 'DEPOSIT', period: 'DAY', amountCents: 100 }, OPERATOR)
      await store.imposeBreak('ann', 'TIMEOUT', 24, { source: 'PLAYER', actor: 'ann' })

      const rows = await store.listAudit({ limit: 100 })
      t.same(
        rows.map((r) => r.kind),
        ['TIMEOUT', 'LIMIT', 'LIMIT', 'WITHDRAWAL', 'DEPOSIT', 'TABLE_CREATED'],
        'newest first; a retried deposit and a refused withdrawal add none',
      )
      t.ok(
        rows.every((r, i) => i === 0 || r.auditId < rows[i - 1].auditId),
        'ids fall',
      )
      t.ok(
        rows.every((r, i) => i === 0 || r.at <= rows[i - 1].at),
        'times do not rise going back',
      )
      const [timeout, operatorLimit, playerLimit, withdrawal, deposit, created] = rows
      t.match(deposit, {
        actor: 'op-1',
        playerId: 'ann',
        reason: 'bank transfer 1234',
        before: { balanceCents: 0 },
        after: { balanceCents: 5_000, amountCents: 5_000 },
      })
      t.match(withdrawal, {
        actor: 'operator-token',
        playerId: 'ann',
        before: { balanceCents: 5_000 },
        after: { balanceCents: 3_500, amountCents: -1_500 },
      })
      t.notOk('reason' in withdrawal, 'no reason given, none kept')
      t.match(playerLimit, {
        actor: 'ann',
        playerId: 'ann',
        before: null,
        after: { kind: 'LOSS', period: 'WEEK', amountCents: 2_000 },
      })
      t.match(operatorLimit, {
        actor: 'op-1',
        reason: 'affordability check',
        after: { kind: 'DEPOSIT', source: 'OPERATOR', amountCents: 100 },
      })
      t.match(timeout, { actor: 'ann', playerId: 'ann', after: { kind: 'TIMEOUT' } })
      t.match(created, {
        actor: 'sub:host-1',
        tableId,
        before: null,
        after: { numberOfSeats: 3, targetRtpBp: SETTINGS.targetRtpBp },
      })
    },
  )

  t.test('filters and pages: kind, player, table, time; a page ends where the next begins', async (t) => {
    const store = await createStore(t)
    for (let i = 0; i < 5; i++) await store.transfer(`p${i % 2}`, 100 + i, 'op-1', key(`k${i}`))
    await store.appendAudit([
      {
        kind: 'TOKENS_REFUSED',
        actor: 'unverified',
        before: null,
        after: { address: '10.0.0.9', minute: '2030-01-01T00:00:00.000Z', count: 7 },
      },
    ])
    const all = await store.listAudit({ limit: 100 })
    t.equal(all.length, 6)
    t.match(all[0], { kind: 'TOKENS_REFUSED', after: { count: 7 } })
    t.same(
      (await store.listAudit({ limit: 100, playerId: 'p1' })).map(
        (r) => (r.after as { amountCents: number }).amountCents,
      ),
      [103, 101],
    )
    t.same((await store.listAudit({ limit: 100, kind: 'TOKENS_REFUSED' })).length, 1)
    t.same(await store.listAudit({ limit: 100, tableId: 1 }), [])
    const pages: AuditRecord[][] = []
    let before: number | undefined
    do {
      const page = await store.listAudit({ limit: 4, ...(before === undefined ? {} : { before }) })
      pages.push(page)
      before = page.length === 4 ? page.at(-1)!.auditId : undefined
    } while (before !== undefined)
    t.same(pages.flat(), all, 'pages of 4 add up to the whole, in order')
    const at = all[2].at
    t.ok((await store.listAudit({ limit: 100, from: at })).every((r) => r.at >= at))
    t.ok((await store.listAudit({ limit: 100, to: at })).every((r) => r.at < at))
    t.same(await store.listAudit({ limit: 100, from: at + 3_600_000 }), [], 'nothing from an hour ahead')
  })

  t.test('a seat paid at least the large-win amount in one game is a LARGE_WIN row', async (t) => {
    const store = await createStore(t, { largeWinCents: 1_000 })
    const tableId = await store.createTable({ ...SETTINGS, numberOfSeats: 4 })
    await store.sit(sit('ann', 10_000, { tableId }))
    await store.sit(sit('bob', 10_000, { tableId }))
    const dealt = dealGame(2, 1, 'large-win', Buffer.alloc(32, 9))
    const started = await store.startGame(
      tableId,
      {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, SETTINGS.targetRtpBp),
        startedAt: '2030-01-01T00:00:00.000Z',
      },
      SETTINGS,
    )
    const pricing = started.game!.pricing[0]
    // Both players back every hand offered: ann 20.00 a hand (a win pays well over 10.00), bob 0.10 (never 10.00).
    for (const [handIndex, price] of pricing.entries()) {
      if (price.oddsTenths === 0) continue
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'ann',
        gameId: 1,
        bettingStage: 0,
        handIndex,
        stakeCents: 2000,
      })
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'bob',
        gameId: 1,
        bettingStage: 0,
        handIndex,
        stakeCents: 10,
      })
    }
    await store.advanceGame(tableId, 'STATUS_HOLE')
    await store.advanceGame(tableId, 'STATUS_FLOP')
    const river = await store.advanceGame(tableId, 'STATUS_TURN')
    const paid = new Map<string, number>()
    for (const b of river.bets) paid.set(b.playerId, (paid.get(b.playerId) ?? 0) + (b.payoutCents ?? 0))
    const rows = await store.listAudit({ limit: 10, kind: 'LARGE_WIN' })
    const expected = [...paid].filter(([, cents]) => cents >= 1_000)
    t.ok(expected.length > 0, 'the fixture pays ann a large win')
    t.same(
      rows.map((r) => [r.playerId, (r.after as { payoutCents: number }).payoutCents]),
      expected,
      'one row per seat paid at least 10.00, with what it was paid',
    )
    t.match(rows[0], { actor: 'system', tableId, after: { gameId: 1 } })
  })
}
