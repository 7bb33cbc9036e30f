// The table's clock: when an AUTO table's stage closes, which step the clock owes a table at a given time, and what
// a passed deadline refuses. Pure functions of the table and a time in ms; the stores and the clock loop apply them.

import { assertActsForSelf, type Caller } from './callers.ts'
import { DomainError } from './errors.ts'
import { bettingStageOf, type GameState } from './game.ts'
import { assertSeated, type SeatRecord } from './seating.ts'
import type { TableSettings } from './tables.ts'

/** What changed, as an event's type: the table was created, seats (sit, top-up, leave), a bet (placed, cancelled),
 * a player ready, or the game's state (a stage opened, closed or was settled). */
export const TABLE_EVENT_TYPES = ['table', 'seats', 'bet', 'ready', 'stage'] as const
export type TableEventType = (typeof TABLE_EVENT_TYPES)[number]

/** What the clock rules read of a table. */
export interface ClockedTable {
  settings: Pick<TableSettings, 'mode' | 'bettingSeconds' | 'revealSeconds'>
  state: GameState
  seats: readonly SeatRecord[]
  /** When the current state ends by the clock, ms since the epoch; absent: no deadline (INTERACTIVE, or SETUP). */
  stageEndsAt?: number
  /** Seated players who called ready for the open betting stage. */
  ready: readonly string[]
  game?: { gameId: number }
  /** Set while the table is switched off (core/switches): it starts no new game. */
  disabled?: unknown
}

/**
 * How long an AUTO table stays in `state` before its clock moves it, in ms: a betting stage (HOLE, FLOP, TURN)
 * bettingSeconds, the river's result revealSeconds. Undefined at SETUP (a game starts as soon as someone is
 * seated) and for INTERACTIVE tables, which have no clock.
 */
export function stageDurationMs(settings: ClockedTable['settings'], state: GameState): number | undefined {
  if (settings.mode !== 'AUTO' || state === 'STATUS_SETUP') return undefined
  return (state === 'STATUS_RIVER' ? settings.revealSeconds : settings.bettingSeconds) * 1000
}

/** The deadline of `state` entered at `atMs`, or undefined when it has none. */
export function stageEndsAtOf(settings: ClockedTable['settings'], state: GameState, atMs: number): number | undefined {
  const duration = stageDurationMs(settings, state)
  return duration === undefined ? undefined : atMs + duration
}

/** Every seated player has called ready for the open betting stage (and somebody is seated). */
export function everyoneReady(table: Pick<ClockedTable, 'seats' | 'ready' | 'state'>): boolean {
  return (
    bettingStageOf(table.state) >= 0 &&
    table.seats.length > 0 &&
    table.seats.every((seat) => table.ready.includes(seat.playerId))
  )
}

/**
 * The step the clock owes an AUTO table at `nowMs`, named by the state it moves from, or undefined: at SETUP a new
 * game as soon as a player is seated (none while nobody is, or while the table is disabled); otherwise when the
 * deadline has come, or a betting
 * stage once every seated player is ready. INTERACTIVE tables are never owed a step.
 */
export function dueStep(table: ClockedTable, nowMs: number): GameState | undefined {
  if (table.settings.mode !== 'AUTO') return undefined
  if (table.state === 'STATUS_SETUP') return table.seats.length > 0 && !table.disabled ? 'STATUS_SETUP' : undefined
  if (table.stageEndsAt !== undefined && nowMs >= table.stageEndsAt) return table.state
  return everyoneReady(table) ? table.state : undefined
}

/**
 * The deadline is the close: once `nowMs` reaches stageEndsAt the open stage takes no more bets, cancels or readies,
 * even when the step that moves the table has not run yet (STAGE_CLOSED).
 */
export function assertBeforeDeadline(table: Pick<ClockedTable, 'stageEndsAt' | 'state' | 'game'>, nowMs: number): void {
  if (table.stageEndsAt !== undefined && nowMs >= table.stageEndsAt && bettingStageOf(table.state) >= 0) {
    throw new DomainError(
      'STAGE_CLOSED',
      `Stage ${bettingStageOf(table.state)} of game ${table.game?.gameId} closed at ` +
        `${new Date(table.stageEndsAt).toISOString()}.`,
    )
  }
}

/** What a ready call says: this player is done with this stage of this game. */
export interface ReadyRequest {
  caller: Caller | null
  playerId: string
  gameId: number
  bettingStage: number
}

/**
 * Decides a ready call against the table as it is when applied: the caller acts for themself, is seated, names
 * the game in progress and its open betting stage, before its deadline. Returns whether the player was not ready
 * yet (a repeated call changes nothing).
 */
export function planReady(table: ClockedTable, request: ReadyRequest, nowMs: number): boolean {
  assertActsForSelf(request.caller, request.playerId)
  assertSeated(table.seats, request.playerId)
  const stage = bettingStageOf(table.state)
  if (!table.game || stage < 0 || table.game.gameId !== request.gameId || stage !== request.bettingStage) {
    const open =
      table.game && stage >= 0 ? `stage ${stage} of game ${table.game.gameId} is open` : 'no betting stage is open'
    throw new DomainError(
      'STAGE_CLOSED',
      `Stage ${request.bettingStage} of game ${request.gameId} is not open: ${open}.`,
    )
  }
  assertBeforeDeadline(table, nowMs)
  return !table.ready.includes(request.playerId)
}
