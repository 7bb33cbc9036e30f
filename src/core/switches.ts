// Switches: the operator turns off a table, a player or all gaming, with a reason, and on again. A disabled table
// starts no game (the one in play finishes) and seats nobody; players may leave. A disabled player places no bet,
// takes or tops up no seat and receives no deposit; leaving and withdrawals work. Pure rules; the stores keep them.

import { DomainError } from './errors.ts'

export type SwitchScope = 'TABLE' | 'PLAYER' | 'GAMING'

/** A switch that is off: who turned it off, why and since when (ms, the store's clock). */
export interface Switch {
  scope: SwitchScope
  actor: string
  reason: string
  since: number
}

/** Who turns a switch and why (the reason is required). */
export interface SwitchActor {
  actor: string
  reason: string
}

/** A switch turned off by `by` at `at` (the store's clock). */
export const switchOf = (scope: SwitchScope, by: SwitchActor, at: number): Switch => ({
  scope,
  actor: by.actor,
  reason: by.reason,
  since: at,
})

/** What holds a table: its own switch first, else all gaming's. */
export const tableSwitchOf = (own: Switch | undefined, gaming: Switch | undefined): Switch | undefined => own ?? gaming

/** A sit or a new game at a disabled table is refused: TABLE_DISABLED (409). */
export function assertTableEnabled(tableId: number, disabled: Switch | undefined, doing: 'sit' | 'start a game'): void {
  if (!disabled) return
  const by = disabled.scope === 'GAMING' ? 'All gaming is' : `Table ${tableId} is`
  throw new DomainError(
    'TABLE_DISABLED',
    `${by} disabled by the operator: you cannot ${doing} now${doing === 'sit' ? '; players may leave' : ''}.`,
  )
}

/** A bet, a sit or a deposit for a disabled player is refused: PLAYER_DISABLED (403). */
export function playerDisabledError(action: string): DomainError {
  return new DomainError(
    'PLAYER_DISABLED',
    `This player is disabled by the operator: no ${action} is accepted; leaving a table and withdrawals still work.`,
  )
}

/** The audit row's view of a switch (null: on). */
export const switchAuditValue = (value: Switch | undefined) =>
  value ? { disabled: true, since: value.since, actor: value.actor, reason: value.reason } : { disabled: false }
