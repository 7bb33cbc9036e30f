// The switches port: the operator turns a table, a player or all gaming off (with a reason) and on again. Each turn
// is audited in its own transaction; a table's switch is also a table event and shows in its state (TableRecord
// `disabled`). The stores enforce them where seats, games and money move (core/switches.ts).

import type { Switch, SwitchActor } from '../core/switches.ts'

/** What is in force for a table after a turn: its own switch and all gaming's. */
export interface TableSwitches {
  tableId: number
  table?: Switch
  gaming?: Switch
}

export interface SwitchStore {
  /** Turns the table off (`disabled`) or on; a table nobody used yet is made with the default `seatCount` seats. */
  switchTable(tableId: number, disabled: boolean, by: SwitchActor, seatCount: number): Promise<TableSwitches>
  /** Turns the player off or on; answers the player's switch now (undefined: on). */
  switchPlayer(playerId: string, disabled: boolean, by: SwitchActor): Promise<Switch | undefined>
  /** Turns all gaming off or on (every table, as if each were off); answers the switch now (undefined: on). */
  switchGaming(disabled: boolean, by: SwitchActor): Promise<Switch | undefined>
  /** Every switch that is off now: all gaming's, the tables' and the players'. */
  listSwitches(): Promise<{
    gaming?: Switch
    tables: Array<{ tableId: number; switch: Switch }>
    players: Array<{ playerId: string; switch: Switch }>
  }>
}
