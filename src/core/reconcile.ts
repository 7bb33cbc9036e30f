// The auditor's check of the house's running totals: each total the house report reads, recomputed from what it sums
// and compared cent for cent. The stores recompute; the shape of the answer is here.

/** A running total that does not equal what it sums. */
export interface TotalDifference {
  /** Which total: `table 3 bet`, `account DEPOSIT`, `accounts held`. */
  total: string
  keptCents: number
  recomputedCents: number
  /** kept - recomputed. */
  differenceCents: number
}

export interface Reconciliation {
  /** How many totals were compared. */
  checked: number
  differences: TotalDifference[]
}

/** Compares each total kept with what it recomputes to; answers the differences, in the order given. */
export function reconciliationOf(
  compared: ReadonlyArray<{ total: string; keptCents: number; recomputedCents: number }>,
): Reconciliation {
  return {
    checked: compared.length,
    differences: compared
      .filter((c) => c.keptCents !== c.recomputedCents)
      .map((c) => ({ ...c, differenceCents: c.keptCents - c.recomputedCents })),
  }
}
