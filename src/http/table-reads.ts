// A table nobody used yet, as the routes show it: tables exist on first use, so reading one that does not exist yet
// answers the table it would be.

import type { Switch } from '../core/switches.ts'
import type { TableSettings } from '../core/tables.ts'
import type { SwitchStore } from '../ports/switch-store.ts'
import type { TableHead, TableRecord, TableStore } from '../ports/table-store.ts'

/**
 * A table nobody used yet, as it reads: the default settings, no seats, no game (tables exist on first use), held off
 * by all gaming's switch (`gaming`) while that is off, as every table is.
 */
export function emptyTable(tableId: number, settings: TableSettings, gaming?: Switch): TableRecord {
  return { ...emptyTableHead(tableId, settings, gaming), bets: [] }
}

/** The table as stored, or as a table nobody used yet reads (emptyTable, off while all gaming is). */
export async function storedOrEmptyTable(
  store: Pick<TableStore, 'getTable'> & Pick<SwitchStore, 'listSwitches'>,
  tableId: number,
  settings: TableSettings,
): Promise<TableRecord> {
  return (await store.getTable(tableId)) ?? emptyTable(tableId, settings, (await store.listSwitches()).gaming)
}

/** The head of a table nobody used yet (emptyTable without its bets). */
export function emptyTableHead(tableId: number, settings: TableSettings, gaming?: Switch): TableHead {
  return {
    tableId,
    settings,
    state: 'STATUS_SETUP',
    gamesStarted: 0,
    seats: [],
    totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
    ready: [],
    eventId: 0,
    ...(gaming ? { disabled: gaming } : {}),
  }
}
