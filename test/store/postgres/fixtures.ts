// What the PostgreSQL store's own tests share: a sit command at a table.

import type { SitCommand } from '../../../src/core/seating.ts'

/** A sit of `playerId` with `buyInCents` at `tableId` (6 seats when the table is new); `extra` overrides. */
export const sitAt = (tableId: number, playerId: string, buyInCents: number, extra: Partial<SitCommand> = {}): SitCommand => ({
  tableId,
  playerId,
  buyInCents,
  seatCount: 6,
  ...extra,
})
