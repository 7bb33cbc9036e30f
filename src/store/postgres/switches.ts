// Switches on PostgreSQL: a table's own on its row (turned under the table's lock), all gaming's in
// gaming_switch, a player's on protected_players (turned under the player's protection lock, which every bet, sit and
// deposit takes shared in protection_check). Each turn is audited in its transaction; a table's switch is an event.

import type pg from 'pg'
import { type Switch, switchAuditValue, switchOf } from '../../core/switches.ts'
import { defaultTableSettings } from '../../core/tables.ts'
import type { SwitchStore } from '../../ports/switch-store.ts'
import { insertAudit } from './audit.ts'
import type { PgContext, Transactions } from './connection.ts'
import type { EventLog } from './event-log.ts'
import { lockPlayer } from './protection-checks.ts'
import { NOW_MS } from './rows.ts'
import { lockTable } from './tables.ts'

const same = (a: Switch | null | undefined, b: Switch | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

async function clockOf(client: pg.PoolClient): Promise<number> {
  return Number((await client.query<{ now_ms: number }>(`SELECT ${NOW_MS} AS now_ms`)).rows[0].now_ms)
}

/** Tells the table's followers what holds it now (its head read in this transaction). */
function announce(events: EventLog, client: pg.PoolClient, tableId: number): Promise<void> {
  return events.emit(client, tableId, (head) => ({
    type: 'table',
    settings: head.settings,
    disabled: head.disabled ?? null,
  }))
}

export function createPgSwitches(ctx: PgContext, db: Transactions, events: EventLog): SwitchStore {
  return {
    switchTable: (tableId, disabled, by, seatCount) =>
      db.write('switching a table', async (client) => {
        const { row } = await lockTable(client, tableId, defaultTableSettings(seatCount), ctx.defaultSeats)
        const at = await clockOf(client)
        const before =
          (
            await client.query<{ disabled: Switch | null }>('SELECT disabled FROM tables WHERE table_id = $1', [
              tableId,
            ])
          ).rows[0].disabled ?? undefined
        const after = disabled ? switchOf('TABLE', by, at) : undefined
        await client.query('UPDATE tables SET disabled = $2 WHERE table_id = $1', [
          tableId,
          after ? JSON.stringify(after) : null,
        ])
        const gaming =
          (await client.query<{ disabled: Switch | null }>('SELECT disabled FROM gaming_switch')).rows[0].disabled ??
          undefined
        await insertAudit(client, [
          {
            kind: disabled ? 'TABLE_DISABLED' : 'TABLE_ENABLED',
            actor: by.actor,
            tableId,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(after),
          },
        ])
        if (!same(row.disabled_json, after ?? gaming)) await announce(events, client, tableId)
        return { tableId, ...(after ? { table: after } : {}), ...(gaming ? { gaming } : {}) }
      }),

    switchPlayer: (playerId, disabled, by) =>
      db.write('switching a player', async (client) => {
        const at = await lockPlayer(client, playerId)
        const before =
          (
            await client.query<{ disabled: Switch | null }>(
              'SELECT disabled FROM protected_players WHERE player_id = $1',
              [playerId],
            )
          ).rows[0].disabled ?? undefined
        const after = disabled ? switchOf('PLAYER', by, at) : undefined
        await client.query('UPDATE protected_players SET disabled = $2 WHERE player_id = $1', [
          playerId,
          after ? JSON.stringify(after) : null,
        ])
        await insertAudit(client, [
          {
            kind: disabled ? 'PLAYER_DISABLED' : 'PLAYER_ENABLED',
            actor: by.actor,
            playerId,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(after),
          },
        ])
        return after
      }),

    switchGaming: (disabled, by) =>
      db.write('switching all gaming', async (client) => {
        const before =
          (await client.query<{ disabled: Switch | null }>('SELECT disabled FROM gaming_switch FOR UPDATE')).rows[0]
            .disabled ?? undefined
        const at = await clockOf(client)
        const after = disabled ? switchOf('GAMING', by, at) : undefined
        await client.query('UPDATE gaming_switch SET disabled = $1', [after ? JSON.stringify(after) : null])
        await insertAudit(client, [
          {
            kind: disabled ? 'GAMING_DISABLED' : 'GAMING_ENABLED',
            actor: by.actor,
            reason: by.reason,
            before: switchAuditValue(before),
            after: switchAuditValue(after),
          },
        ])
        // Every table without a switch of its own is now held by this one (or no longer held): its followers hear it,
        // the tables taken in id order (as every writer of several tables takes them).
        if (!same(before, after)) {
          const { rows } = await client.query<{ table_id: number }>(
            'SELECT table_id FROM tables WHERE disabled IS NULL ORDER BY table_id',
          )
          for (const { table_id: tableId } of rows) await announce(events, client, tableId)
        }
        return after
      }),

    listSwitches: () =>
      db.read('reading the switches', async (pool) => {
        const gaming =
          (await pool.query<{ disabled: Switch | null }>('SELECT disabled FROM gaming_switch')).rows[0].disabled ??
          undefined
        const tables = await pool.query<{ table_id: number; disabled: Switch }>(
          'SELECT table_id, disabled FROM tables WHERE disabled IS NOT NULL ORDER BY table_id',
        )
        const players = await pool.query<{ player_id: string; disabled: Switch }>(
          'SELECT player_id, disabled FROM protected_players WHERE disabled IS NOT NULL ORDER BY player_id',
        )
        return {
          ...(gaming ? { gaming } : {}),
          tables: tables.rows.map((r) => ({ tableId: r.table_id, switch: r.disabled })),
          players: players.rows.map((r) => ({ playerId: r.player_id, switch: r.disabled })),
        }
      }),
  }
}
