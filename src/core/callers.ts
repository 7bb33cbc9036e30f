// Who is calling, as far as the token says, and the rule that a verified caller acts only for themself.

import { DomainError } from './errors.js'

/** The caller of a request. In stub mode nothing is verified and `sub` is absent. */
export interface Caller {
  verified: boolean
  /** The token's subject (the player id) when verified. */
  sub?: string
  /** The client's network address: who the caller is when tokens are not verified. */
  address?: string
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
  if (playerId === undefined) throw new DomainError('INVALID_INPUT', 'playerId is required (a query parameter) when tokens are not verified.')
  return playerId
}
