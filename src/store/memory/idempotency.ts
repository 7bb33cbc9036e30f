// First answers remembered under their Idempotency-Key for 24 hours, each counted against its caller's share.

import { DomainError } from '../../core/errors.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../../core/idempotency.ts'
import { charge, type MemoryState, type StoredAnswer } from './state.ts'

/** Forgets the answers older than 24 hours at `at` (each map is in age order). */
export function dropExpiredAnswers(state: MemoryState, at: number): void {
  for (const map of [state.answers, state.betAnswers, state.transferAnswers] as Array<
    Map<string, StoredAnswer<unknown>>
  >) {
    for (const [key, answer] of map) {
      if (answer.expiresAt > at) break
      map.delete(key)
      charge(state, answer.owner, 'keys', -1)
    }
  }
}

/** Refuses a new key beyond the store's bound (503) or beyond the caller's share of it (429). */
function assertRoomForKey(state: MemoryState, owner: string | undefined): void {
  const { bounds } = state
  if (state.answers.size + state.betAnswers.size + state.transferAnswers.size >= bounds.maxIdempotencyKeys) {
    throw new DomainError('STORE_LIMIT_REACHED', 'Too many idempotency keys are held; retry later.')
  }
  if (owner !== undefined && (state.held.get(owner)?.keys ?? 0) >= bounds.maxIdempotencyKeysPerCaller) {
    throw new DomainError(
      'CALLER_LIMIT_REACHED',
      `You hold ${bounds.maxIdempotencyKeysPerCaller} Idempotency-Keys, the most one caller may (each is kept 24 ` +
        `hours); send this request without one or retry later.`,
    )
  }
}

/** Keeps `result` as the first answer to the claim's key (a copy: later changes of the result do not reach it). */
export function remember<T>(
  state: MemoryState,
  map: Map<string, StoredAnswer<T>>,
  claim: IdempotencyClaim,
  result: T,
  at: number,
): void {
  map.set(claim.key, {
    fingerprint: claim.fingerprint,
    result: structuredClone(result),
    expiresAt: at + IDEMPOTENCY_TTL_MS,
    owner: claim.owner,
  })
  charge(state, claim.owner, 'keys', 1)
}

/**
 * The first answer to the claim's key, or undefined when the key is new (after checking there is room to remember
 * it); IDEMPOTENCY_KEY_REUSED when the key came with another request.
 */
export function replay<T>(
  state: MemoryState,
  map: Map<string, StoredAnswer<T>>,
  claim: IdempotencyClaim | undefined,
): T | undefined {
  if (!claim) return undefined
  const previous = map.get(claim.key)
  if (!previous) {
    assertRoomForKey(state, claim.owner)
    return undefined
  }
  if (previous.fingerprint !== claim.fingerprint) {
    throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
  }
  return structuredClone(previous.result)
}
