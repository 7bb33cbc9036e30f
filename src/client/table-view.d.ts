// Types of table-view.js (plain JavaScript, shared with the browser pages).

import type { components } from './schema.ts'

type Schemas = components['schemas']

/** One message's data from GET /api/tables/{tableId}/events. */
export type TableEventMessage =
  | Schemas['SnapshotEvent']
  | Schemas['TableCreatedEvent']
  | Schemas['SeatsEvent']
  | Schemas['BetEvent']
  | Schemas['ReadyEvent']
  | Schemas['StageEvent']

/** The state after `event` from the state before it (undefined before the first snapshot). */
export function foldTableEvent(
  state: Schemas['TableState'] | undefined,
  event: TableEventMessage,
): Schemas['TableState']
