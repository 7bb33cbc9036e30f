// The money invariants every table must keep, checked from the outside (the ledger, the seats, the totals).

import type { Test } from 'tap'
import type { Store } from '../../src/ports/store.ts'

/**
 * Each player's entries chain (every balanceAfter = the previous one + amount, starting from 0 at each buy-in into
 * an empty seat), never go negative, and end at the seat's balance (0 after leaving); per table,
 * buy-ins - cash-outs - balances = bets - cancels - payouts, and the totals agree with the ledger.
 */
export async function checkLedgerInvariants(t: Test, store: Store, tableId: number): Promise<void> {
  const entries = await store.getLedger(tableId)
  const table = await store.getTable(tableId)
  const seats = table?.seats ?? []
  const running = new Map<string, number>()
  let broken = 0
  for (const entry of entries) {
    const before = running.get(entry.playerId) ?? 0
    if (entry.balanceAfterCents !== before + entry.amountCents || entry.balanceAfterCents < 0) broken++
    running.set(entry.playerId, entry.balanceAfterCents)
  }
  t.equal(broken, 0, 'every entry chains from the one before and stays >= 0')
  for (const [playerId, balance] of running) {
    const seat = seats.find((s) => s.playerId === playerId)
    t.equal(seat?.balanceCents ?? 0, balance, `${playerId}: the seat balance is the sum of the entries`)
  }
  const sum = (kind: string) =>
    entries.filter((e) => e.kind === kind).reduce((total, e) => total + Math.abs(e.amountCents), 0)
  const balances = seats.reduce((total, s) => total + s.balanceCents, 0)
  t.equal(
    sum('BUY_IN') - sum('CASH_OUT') - balances,
    sum('BET') - sum('BET_CANCEL') - sum('PAYOUT'),
    'buy-ins - cash-outs - balances = bets - cancels - payouts',
  )
  if (table) {
    t.equal(table.totals.amountBetCents, sum('BET') - sum('BET_CANCEL'), 'totals: amount bet')
    t.equal(table.totals.amountPaidOutCents, sum('PAYOUT'), 'totals: paid out')
  }
}
