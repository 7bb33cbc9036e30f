// /play in a real browser (Debian's chromium, headless, via playwright-core): two players in two browser contexts at
// one AUTO table each see the other's bet and the same stages, and check the deck in the browser after the river.

import { existsSync } from 'node:fs'
import t from 'tap'
import { publicChangeView } from '../../src/http/game-views.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { buildTestApp } from '../helpers/app.ts'
import { CHROMIUM, launchChromium, playAt } from '../helpers/browser.ts'

function playTests(): void {
  t.test(
    "two players at one AUTO table see each other's bets and the same stages, and verify the deck in the browser",
    { timeout: 120_000 },
    async (t) => {
      const app = await buildTestApp(t, {
        config: { live: { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 10, keepAliveMs: 15_000 } },
      })
      const base = await app.listen({ host: '127.0.0.1', port: 0 })
      const created = await app.inject({
        method: 'POST',
        url: '/api/tables',
        headers: { authorization: 'Bearer any-token' },
        // Three hands: with two, hands of the same ranks (AhKh v AdKd, about one deal in 145) price no hand at all.
        payload: { numberOfHands: 3, numberOfSeats: 2, mode: 'AUTO', bettingSeconds: 6, revealSeconds: 3 },
      })
      const tableId = created.json().tableId as number
      const browser = await launchChromium()
      t.teardown(() => browser.close())
      const ann = await playAt(browser, base, tableId, 'ann')
      const bob = await playAt(browser, base, tableId, 'bob')

      // The game starts by itself; each player bets by clicking a price while the countdown runs.
      for (const page of [ann, bob]) {
        await page.locator('#countdown', { hasText: 'Bets close in' }).waitFor()
        await page.locator('button.price:not([disabled])').first().click()
      }
      for (const page of [ann, bob]) {
        await page.locator('#bets tr', { hasText: 'ann' }).waitFor()
        await page.locator('#bets tr', { hasText: 'bob' }).waitFor()
      }
      t.pass("each sees the other's bet")
      // The stage ann's bet was taken at (the row's fourth cell): the hole, unless the click landed after its
      // countdown.
      const annStage = Number(await ann.locator('#bets tr', { hasText: 'ann' }).locator('td').nth(3).textContent())

      // Both ready: the hole stage closes at once; the flop, turn and river arrive live on both pages.
      for (const page of [ann, bob]) await page.locator('#ready').click()
      for (const page of [ann, bob]) await page.locator('#status', { hasText: 'RIVER' }).waitFor({ timeout: 60_000 })
      const boards = await Promise.all([ann, bob].map((page) => page.locator('#board').textContent()))
      t.equal(boards[0]!.split(' ').length, 5, 'the whole board at the river')
      t.equal(boards[0], boards[1], 'the same board on both pages')
      const results = await ann.locator('#bets tr td:last-child').allTextContents()
      t.ok(
        results.length === 2 && results.every((r) => /^(WON|LOST) \d+\.\d\d$/.test(r)),
        `both bets settled: ${results.join(', ')}`,
      )

      for (const page of [ann, bob]) {
        await page.locator('#verify').click()
        await page.locator('#verdict', { hasText: 'Deck verified' }).waitFor()
      }
      t.pass('the deck checks out in the browser against the hash shown before the first bet')

      // My games: the game just played is recalled and replays stage by stage, marked as a replay.
      await ann.locator('#my-games').click()
      const row = ann.locator('#my-games-list tr', { hasText: 'SETTLED' }).first()
      await row.waitFor()
      await row.locator('button').click()
      await ann.locator('#replay .replay-mark', { hasText: 'REPLAY' }).waitFor()
      t.match(
        await ann.locator('#replay-stage').textContent(),
        /^HOLE \(1 of 4\)/,
        'the replay starts at the hole cards',
      )
      t.equal(await ann.locator('#replay-board').textContent(), '', 'with no board')
      const betsShown = (stage: number) =>
        stage === annStage ? /^Your bets: \d+\.\d\d on hand \d/ : /^No bet of yours at this stage\.$/
      t.match(
        await ann.locator('#replay-bets').textContent(),
        betsShown(0),
        `ann's bet (taken at stage ${annStage}) shown at its stage only: HOLE`,
      )
      for (const [index, stage, cards] of [
        [1, 'FLOP', 3],
        [2, 'TURN', 4],
        [3, 'RIVER', 5],
      ] as const) {
        await ann.locator('#replay-next').click()
        t.match(await ann.locator('#replay-stage').textContent(), new RegExp(`^${stage}`))
        t.equal(
          (await ann.locator('#replay-board').textContent())!.split(' ').length,
          cards,
          `${stage}: ${cards} board cards`,
        )
        t.match(
          await ann.locator('#replay-bets').textContent(),
          betsShown(index),
          `ann's bet shown at its stage only: ${stage}`,
        )
      }
      t.equal(
        await ann.locator('#replay-board').textContent(),
        boards[0],
        'the replay ends on the board that was dealt',
      )
      t.match(
        await ann.locator('#replay-summary').textContent(),
        /Staked \d+\.\d\d, returned \d+\.\d\d; balance 40\.00 before, \d+\.\d\d after\. Server seed [0-9a-f]{64}/,
      )
      t.ok(await ann.locator('#replay-next').isDisabled(), 'no stage after the river')
    },
  )

  t.test(
    'a reality check: a bet once it is due shows the session on the page, and after the acknowledgement betting ' +
      'goes on',
    { timeout: 120_000 },
    async (t) => {
      // The store's clock runs ahead by `ahead` ms: moving it moves the session's time (and the table's deadlines).
      let ahead = 0
      const store = createMemoryStore({ realityCheckMinutes: 10 }, () => Date.now() + ahead, publicChangeView)
      const app = await buildTestApp(t, {
        store,
        config: { live: { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 10, keepAliveMs: 15_000 } },
      })
      const base = await app.listen({ host: '127.0.0.1', port: 0 })
      const created = await app.inject({
        method: 'POST',
        url: '/api/tables',
        headers: { authorization: 'Bearer any-token' },
        // Three hands: with two, hands of the same ranks (AhKh v AdKd, about one deal in 145) price no hand at all.
        payload: { numberOfHands: 3, numberOfSeats: 2, mode: 'AUTO', bettingSeconds: 20, revealSeconds: 3 },
      })
      const tableId = created.json().tableId as number
      const browser = await launchChromium()
      t.teardown(() => browser.close())
      const ann = await playAt(browser, base, tableId, 'ann')
      await ann.locator('#countdown', { hasText: 'Bets close in' }).waitFor()
      await ann.locator('button.price:not([disabled])').first().click()
      await ann.locator('#bets tr', { hasText: 'ann' }).waitFor()
      await ann.locator('#reality-next', { hasText: 'Next reality check at' }).waitFor()
      t.pass('the page shows when the next check falls due')

      ahead += 11 * 60_000 // the hole stage is now past its deadline: the table moves to the flop
      await ann.locator('#status', { hasText: 'FLOP' }).waitFor()
      await ann.locator('button.price:not([disabled])').first().click()
      await ann.locator('#reality-text', { hasText: 'You have played for 11 minutes' }).waitFor()
      t.equal(await ann.locator('#bets tr', { hasText: 'ann' }).count(), 1, 'the bet was refused')
      t.match(await ann.locator('#reality-text').textContent(), /staked 1\.00, net result -1\.00/)
      await ann.locator('#reality-ack').click()
      await ann.locator('#reality').waitFor({ state: 'hidden' })
      await ann.locator('button.price:not([disabled])').first().click()
      await ann.locator('#bets tr', { hasText: 'ann' }).nth(1).waitFor()
      t.pass('acknowledged: the next bet is placed')
    },
  )
}

if (existsSync(CHROMIUM)) playTests()
else if (process.env.CI === 'true')
  t.fail(`${CHROMIUM} is missing: CI must run the browser tests (.ci/browser-setup.sh installs chromium).`)
else t.plan(0, `${CHROMIUM} not found: the /play browser test skipped (install it with .ci/browser-setup.sh)`)
