// Idempotency-Key rules: whose key space a key lives in, what makes two requests "the same", how long answers are kept.

import { createHash } from 'node:crypto'
import { type Caller, callerKey } from './callers.ts'

/** How long the first answer to a keyed request is kept and replayed: 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** A keyed request as the store sees it: the scoped key and the fingerprint of what was asked. */
export interface IdempotencyClaim {
  key: string
  fingerprint: string
  /** The caller whose share of the store the remembered answer uses (core/callers callerKey). */
  owner?: string
}

/**
 * The claim for a request that carried the Idempotency-Key `header` (undefined without one). With verified
 * tokens each caller has its own key space, so one caller's key never answers another's request. Each kind of
 * request keeps its keys apart in the store. The fingerprint is a SHA-256 of the request's parts.
 */
export function idempotencyClaim(
  caller: Caller | null,
  header: string | undefined,
  requestParts: readonly unknown[],
): IdempotencyClaim | undefined {
  if (header === undefined) return undefined
  const key = caller?.verified ? `${caller.sub!.length}:${caller.sub}:${header}` : header
  const fingerprint = createHash('sha256').update(JSON.stringify(requestParts)).digest('hex')
  return { key, fingerprint, owner: callerKey(caller) }
}
