// Money and its ledgers: seats' entries (kept bounded, summed forward), accounts and their entries, the operator's
// transfers, and the running sums the house report reads.

import { type AccountEntry, type PlannedAccountEntry, pageOf, planTransfer } from '../../core/accounts.ts'
import { transferAuditRow } from '../../core/audit.ts'
import { type LedgerEntry, type LedgerKind, openSums, type Refunds } from '../../core/bets.ts'
import { breakInForce } from '../../core/protection.ts'
import { reconciliationOf } from '../../core/reconcile.ts'
import type { SeatRecord } from '../../core/seating.ts'
import type { AccountStore, HouseTotals } from '../../ports/account-store.ts'
import { appendRows } from './audit.ts'
import { dropExpiredAnswers, remember, replay } from './idempotency.ts'
import { assertProtected, countUse } from './protection.ts'
import { betsOf, type MemoryAccount, type MemoryState, type MemoryTable } from './state.ts'

/** Moves money into (amount > 0) or out of a seat and writes its ledger entry; the caller checked the rules. */
export function move(
  state: MemoryState,
  table: MemoryTable,
  seat: SeatRecord,
  kind: LedgerKind,
  amountCents: number,
  at: string,
  refs: { gameId?: number; betId?: number } = {},
): void {
  seat.balanceCents += amountCents
  const entry: LedgerEntry = {
    entryId: state.nextEntryId++,
    seatId: seat.seatId,
    playerId: seat.playerId,
    kind,
    amountCents,
    balanceAfterCents: seat.balanceCents,
    ...refs,
    at,
  }
  table.ledger.push(entry)
  if (kind === 'BET' || kind === 'BET_CANCEL' || kind === 'PAYOUT') {
    state.houseResultCents -= amountCents
    countUse(
      state,
      seat.playerId,
      kind === 'PAYOUT' ? 'returnCents' : 'stakeCents',
      kind === 'PAYOUT' ? amountCents : -amountCents,
      Date.parse(at),
    )
  }
  const own = table.ledgerOf.get(seat.playerId)
  if (own) own.push(entry)
  else table.ledgerOf.set(seat.playerId, [entry])
  table.kindSums.set(kind, (table.kindSums.get(kind) ?? 0) + amountCents)
  if (table.ledger.length > state.bounds.maxLedgerEntriesPerTable) compactLedger(state, table)
}

/**
 * Writes refunds a cancel or a void planned (core Refunds) at `at`: each bet's new status, its stake back on its seat
 * with a BET_CANCEL entry, and the stakes out of the table's amount bet. The one refund writer of this store.
 */
export function writeRefunds(state: MemoryState, table: MemoryTable, refunds: Refunds, at: string): void {
  for (const bet of refunds.bets) table.bets.get(bet.betId)!.status = bet.status
  for (const entry of refunds.entries) {
    move(state, table, table.seats.find((s) => s.seatId === entry.seatId)!, 'BET_CANCEL', entry.amountCents, at, {
      gameId: entry.gameId,
      betId: entry.betId,
    })
  }
  table.totals.amountBetCents -= refunds.refundedCents
}

/**
 * Drops the oldest half of a table's ledger. Each player's dropped entries become one BALANCE_FORWARD entry with
 * their summed amount, the entryId, seat, time and balance of the last of them: entry ids stay in order, and a
 * player's entries still add up to the balance.
 */
function compactLedger(state: MemoryState, table: MemoryTable): void {
  const dropped = table.ledger.length - Math.floor(state.bounds.maxLedgerEntriesPerTable / 2)
  const forward = new Map<string, LedgerEntry>()
  for (let i = 0; i < dropped; i++) {
    const entry = table.ledger[i]
    const sum = forward.get(entry.playerId)
    forward.set(entry.playerId, {
      entryId: entry.entryId,
      seatId: entry.seatId,
      playerId: entry.playerId,
      kind: 'BALANCE_FORWARD',
      amountCents: (sum?.amountCents ?? 0) + entry.amountCents,
      balanceAfterCents: entry.balanceAfterCents,
      at: entry.at,
    })
  }
  const summaries = [...forward.values()].sort((a, b) => a.entryId - b.entryId)
  table.ledger = [...summaries, ...table.ledger.slice(dropped)]
  for (const [playerId, summary] of forward) {
    const own = table.ledgerOf.get(playerId)!
    table.ledgerOf.set(playerId, [summary, ...own.filter((entry) => entry.entryId > summary.entryId)])
  }
}

/** The player's account, made on first use. */
function accountOf(state: MemoryState, playerId: string): MemoryAccount {
  let account = state.accounts.get(playerId)
  if (!account) {
    account = { balanceCents: 0, entries: [] }
    state.accounts.set(playerId, account)
  }
  return account
}

/** The account's balance (0 for an account never used). */
export const accountBalance = (state: MemoryState, playerId: string): number =>
  state.accounts.get(playerId)?.balanceCents ?? 0

/** Writes planned account entries (each carries the balance after it). */
export function record(
  state: MemoryState,
  playerId: string,
  planned: readonly PlannedAccountEntry[],
  at: string,
): AccountEntry[] {
  const account = accountOf(state, playerId)
  return planned.map((entry) => {
    const written: AccountEntry = { entryId: state.nextAccountEntryId++, playerId, ...entry, at }
    account.entries.push(written)
    account.balanceCents = entry.balanceAfterCents
    if (entry.kind === 'DEPOSIT') countUse(state, playerId, 'depositCents', entry.amountCents, Date.parse(at))
    const sum = state.houseSums.get(entry.kind) ?? 0
    state.houseSums.set(entry.kind, sum + entry.amountCents)
    return written
  })
}

/** Players in self-exclusion now, with their account and seats' money. */
function selfExcluded(state: MemoryState): HouseTotals['selfExcluded'] {
  const at = state.now()
  const excluded: HouseTotals['selfExcluded'] = []
  for (const [playerId, own] of state.protection) {
    const inForce = breakInForce(
      own.breaks.filter((b) => b.kind === 'SELF_EXCLUSION'),
      at,
    )
    if (!inForce) continue
    let seatsCents = 0
    for (const table of state.tables.values())
      seatsCents += table.seats.find((s) => s.playerId === playerId)?.balanceCents ?? 0
    excluded.push({ playerId, until: inForce.until, accountCents: accountBalance(state, playerId), seatsCents })
  }
  return excluded.sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0))
}

export function createMemoryAccounts(state: MemoryState): AccountStore {
  return {
    // What this store keeps to check: each table's totals against its ledger's running sums by kind (the ledger
    // itself is summed forward past its bound), each kind's sum against every account entry, which it keeps, and
    // the accounts' balances against those sums.
    async reconcile() {
      const compared: Array<{ total: string; keptCents: number; recomputedCents: number }> = []
      for (const [tableId, table] of [...state.tables].sort(([a], [b]) => a - b)) {
        const sum = (kind: LedgerKind) => table.kindSums.get(kind) ?? 0
        compared.push(
          {
            total: `table ${tableId} bet`,
            keptCents: table.totals.amountBetCents,
            recomputedCents: -sum('BET') - sum('BET_CANCEL'),
          },
          {
            total: `table ${tableId} paid`,
            keptCents: table.totals.amountPaidOutCents,
            recomputedCents: sum('PAYOUT'),
          },
        )
      }
      const entries = [...state.accounts.values()].flatMap((account) => account.entries)
      for (const kind of ['DEPOSIT', 'FROM_SEAT', 'PLAY_GRANT', 'TO_SEAT', 'WITHDRAWAL'] as const) {
        const recomputedCents = entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amountCents, 0)
        compared.push({ total: `account ${kind}`, keptCents: state.houseSums.get(kind) ?? 0, recomputedCents })
      }
      const held = [...state.accounts.values()].reduce((sum, account) => sum + account.balanceCents, 0)
      const kept = [...state.houseSums.values()].reduce((sum, total) => sum + total, 0)
      compared.push({ total: 'accounts held', keptCents: kept, recomputedCents: held })
      return reconciliationOf(compared)
    },

    async getAccount(playerId) {
      const seats: Array<{ tableId: number; seatId: number; balanceCents: number }> = []
      for (const [tableId, table] of state.tables) {
        const seat = table.seats.find((s) => s.playerId === playerId)
        if (seat) seats.push({ tableId, seatId: seat.seatId, balanceCents: seat.balanceCents })
      }
      return { balanceCents: accountBalance(state, playerId), seats: seats.sort((a, b) => a.tableId - b.tableId) }
    },

    async getAccountLedger(playerId, page) {
      return pageOf(state.accounts.get(playerId)?.entries ?? [], page).map((entry) => ({ ...entry }))
    },

    async transfer(playerId, amountCents, by, idempotency, reason) {
      const at = state.now()
      dropExpiredAnswers(state, at)
      const previous = replay(state, state.transferAnswers, idempotency)
      if (previous) return previous
      if (amountCents > 0)
        assertProtected(state, playerId, { depositCents: amountCents, stakeCents: 0, returnCents: 0 }, 'deposit', at)
      const planned = planTransfer(accountBalance(state, playerId), amountCents, by)
      const [entry] = record(state, playerId, [planned], new Date(at).toISOString())
      appendRows(state, [transferAuditRow(playerId, entry, reason)], at)
      const result = { entry: { ...entry }, balanceCents: entry.balanceAfterCents }
      remember(state, state.transferAnswers, idempotency, result, at)
      return result
    },

    async getLedger(tableId, playerId, page) {
      const table = state.tables.get(tableId)
      const entries = (playerId === undefined ? table?.ledger : table?.ledgerOf.get(playerId)) ?? []
      return (page ? pageOf(entries, page) : entries).map((entry) => ({ ...entry }))
    },

    async houseTotals() {
      let accountsCents = 0
      for (const account of state.accounts.values()) accountsCents += account.balanceCents
      const perTable = [...state.tables].map(([tableId, table]) => {
        const sum = (kind: LedgerKind) => table.kindSums.get(kind) ?? 0
        const open = openSums(
          table.gameId === undefined ? [] : betsOf(table, table.gameId).filter((bet) => bet.status === 'OPEN'),
        )
        return {
          tableId,
          targetRtpBp: table.settings.targetRtpBp,
          gamesPlayed: table.totals.gamesPlayed,
          betCents: -sum('BET'),
          cancelledCents: sum('BET_CANCEL'),
          paidOutCents: sum('PAYOUT'),
          openStakesCents: open.stakesCents,
          openExposureCents: open.exposureCents,
          seatsCents: table.seats.reduce((total, seat) => total + seat.balanceCents, 0),
        }
      })
      return {
        depositsCents: state.houseSums.get('DEPOSIT') ?? 0,
        grantsCents: state.houseSums.get('PLAY_GRANT') ?? 0,
        withdrawalsCents: -(state.houseSums.get('WITHDRAWAL') ?? 0),
        accountsCents,
        seatsCents: perTable.reduce((total, t) => total + t.seatsCents, 0),
        houseResultCents: state.houseResultCents,
        tables: perTable.sort((a, b) => a.tableId - b.tableId),
        selfExcluded: selfExcluded(state),
      }
    },
  }
}
