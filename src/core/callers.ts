// Who is calling, as far as the token says, and the rule that a verified caller acts only for themself.

import { DomainError } from './errors.ts'

/** The caller of a request. In stub mode nothing is verified and `sub` is absent. */
export interface Caller {
  verified: boolean
  /** The token's subject (the player id) when verified. */
  sub?: string
  /** The client's network address: who the caller is when tokens are not verified. */
  address?: string
  /** Operator rights (only ever with a verified token or the operator token). */
  operator?: boolean
}

/** An account is read by its own player, or by an operator; in stub mode (nothing verified) by anyone. */
export function assertMayReadAccount(caller: Caller | null, playerId: string): void {
  if (caller?.verified && !caller.operator && caller.sub !== playerId) {
    throw new DomainError(
      'FORBIDDEN_PLAYER',
      'playerId must be the subject (sub) of the access token: a player reads only their own account.',
    )
  }
}

/** Operator routes: only a caller with operator rights (OPERATOR_ROLE on a verified token, or OPERATOR_TOKEN). */
export function assertOperator(caller: Caller | null): void {
  if (!caller?.verified || !caller.operator) {
    throw new DomainError(
      'FORBIDDEN_PLAYER',
      'Operator rights are required: a verified token with the operator role, or the operator token.',
    )
  }
}

/**
 * Whose budget a request spends (rate limit) and whose share of the store it fills: the verified subject, else the
 * client address. One caller can then never use up what other callers need.
 */
export function callerKey(caller: Caller | null): string {
  return caller?.verified && caller.sub ? `sub:${caller.sub}` : `ip:${caller?.address ?? 'unknown'}`
}

/** When tokens are verified, a request may name only the caller's own playerId; else DomainError FORBIDDEN_PLAYER. */
export function assertActsForSelf(caller: Caller | null, playerId: string): void {
  if (caller?.verified && caller.sub !== playerId) {
    throw new DomainError('FORBIDDEN_PLAYER', 'playerId must be the subject (sub) of the access token.')
  }
}

/**
 * The player a request acts for when it names one only optionally (a query): the caller's own id with verified
 * tokens (a different one is FORBIDDEN_PLAYER); in stub mode the one named, which is then required.
 */
export function actingPlayer(caller: Caller | null, playerId: string | undefined): string {
  if (caller?.verified) {
    assertActsForSelf(caller, playerId ?? caller.sub!)
    return caller.sub!
  }
  if (playerId === undefined)
    throw new DomainError('INVALID_INPUT', 'playerId is required (a query parameter) when tokens are not verified.')
  return playerId
}

/**
 * The player a read names only optionally (a query): for an operator, the one named (required: an operator reads any
 * player's); otherwise as actingPlayer, the caller's own with verified tokens.
 */
export function playerToRead(caller: Caller | null, playerId: string | undefined): string {
  if (!caller?.verified || !caller.operator) return actingPlayer(caller, playerId)
  if (playerId === undefined)
    throw new DomainError('INVALID_INPUT', 'playerId is required (a query parameter) when an operator reads.')
  return playerId
}
