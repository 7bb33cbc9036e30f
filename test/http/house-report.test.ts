// The house report says itself whether the house adds up, in cents: a cent created or lost anywhere shows as the
// discrepancy, with its sign (money in less money held), however the decimal amounts would round.

import t from 'tap'
import { houseReportView } from '../../src/http/account-views.ts'
import type { HouseTotals } from '../../src/ports/account-store.ts'

const adding: HouseTotals = {
  depositsCents: 30_010,
  grantsCents: 7,
  withdrawalsCents: 1_003,
  accountsCents: 9_001,
  seatsCents: 18_003,
  houseResultCents: 2_010,
  tables: [],
  selfExcluded: [],
}

t.test('balanced when money in equals money held; each cent off is the discrepancy, by its sign', async (t) => {
  // An independent statement of the equation, in decimal amounts as the report shows them.
  const inMinusHeld = (h: HouseTotals) =>
    h.depositsCents + h.grantsCents - h.withdrawalsCents - h.accountsCents - h.seatsCents - h.houseResultCents
  t.equal(inMinusHeld(adding), 0, 'the example adds up')
  t.match(houseReportView(adding).house, {
    balanced: true,
    discrepancy: 0,
    deposits: 300.1,
    playGrants: 0.07,
    withdrawals: 10.03,
  })
  for (const [change, discrepancy] of [
    [{ depositsCents: 30_011 }, 1],
    [{ withdrawalsCents: 1_004 }, -1],
    [{ seatsCents: 18_103 }, -100],
    [{ houseResultCents: 2_009, accountsCents: 9_002 }, 0],
    [{ grantsCents: 0 }, -7],
  ] as const) {
    const totals = { ...adding, ...change }
    t.equal(inMinusHeld(totals), discrepancy, `${JSON.stringify(change)}: the oracle's discrepancy`)
    t.match(
      houseReportView(totals).house,
      { balanced: discrepancy === 0, discrepancy },
      `${JSON.stringify(change)}: the report's`,
    )
  }
})
