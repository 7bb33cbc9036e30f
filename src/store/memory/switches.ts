// Switches in memory: a table's own switch on the table (a disabled table is never forgotten), all gaming's and the
// players' in the state; each turn audited in the same step, a table's also an event (all gaming's: every table's).

import { type Switch, switchAuditValue, switchOf, tableSwitchOf } from '../../core/switches.ts'
import { defaultTableSettings } from '../../core/tables.ts'
import type { SwitchStore } from '../../ports/switch-store.ts'
import { appendRows } from './audit.ts'
import { emit } from './events.ts'
import type { MemoryState, MemoryTable } from './state.ts'
import { keep, newTable } from './tables.ts'

/** Tells the table's followers what holds it now, when that changed. */
function announce(
  state: MemoryState,
  tableId: number,
  table: MemoryTable,
  before: Switch | undefined,
  at: number,
): void {
  const after = tableSwitchOf(table.disabled, state.gaming)
  if (before === after) return
  emit(state, tableId, table, { type: 'table', settings: table.settings, disabled: after ? { ...after } : null }, at)
}

export function createMemorySwitches(state: MemoryState): SwitchStore {
  return {
    async switchTable(tableId, disabled, by, seatCount) {
      const at = state.now()
      const table = state.tables.get(tableId) ?? newTable(state, defaultTableSettings(seatCount), undefined, at)
      const before = table.disabled
      const held = tableSwitchOf(table.disabled, state.gaming)
      table.disabled = disabled ? switchOf('TABLE', by, at) : undefined
      keep(state, tableId, table, at)
      appendRows(
        state,
        [
          {
            kind: disabled ? 'TABLE_DISABLED' : 'TABLE_ENABLED',
            actor: by.actor,
            tableId,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(table.disabled),
          },
        ],
        at,
      )
      announce(state, tableId, table, held, at)
      return {
        tableId,
        ...(table.disabled ? { table: { ...table.disabled } } : {}),
        ...(state.gaming ? { gaming: { ...state.gaming } } : {}),
      }
    },

    async switchPlayer(playerId, disabled, by) {
      const at = state.now()
      const before = state.disabledPlayers.get(playerId)
      if (disabled) state.disabledPlayers.set(playerId, switchOf('PLAYER', by, at))
      else state.disabledPlayers.delete(playerId)
      const after = state.disabledPlayers.get(playerId)
      appendRows(
        state,
        [
          {
            kind: disabled ? 'PLAYER_DISABLED' : 'PLAYER_ENABLED',
            actor: by.actor,
            playerId,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(after),
          },
        ],
        at,
      )
      return after ? { ...after } : undefined
    },

    async switchGaming(disabled, by) {
      const at = state.now()
      const before = state.gaming
      const held = new Map(
        [...state.tables].map(([tableId, table]) => [tableId, tableSwitchOf(table.disabled, state.gaming)]),
      )
      state.gaming = disabled ? switchOf('GAMING', by, at) : undefined
      appendRows(
        state,
        [
          {
            kind: disabled ? 'GAMING_DISABLED' : 'GAMING_ENABLED',
            actor: by.actor,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(state.gaming),
          },
        ],
        at,
      )
      for (const [tableId, table] of state.tables) announce(state, tableId, table, held.get(tableId), at)
      return state.gaming ? { ...state.gaming } : undefined
    },

    async listSwitches() {
      return {
        ...(state.gaming ? { gaming: { ...state.gaming } } : {}),
        tables: [...state.tables]
          .flatMap(([tableId, table]) => (table.disabled ? [{ tableId, switch: { ...table.disabled } }] : []))
          .sort((a, b) => a.tableId - b.tableId),
        players: [...state.disabledPlayers]
          .map(([playerId, sw]) => ({ playerId, switch: { ...sw } }))
          .sort((a, b) => (a.playerId < b.playerId ? -1 : 1)),
      }
    },
  }
}
