// Signatures of the seamless wallet protocol: every request and every answer carries the time it was sent and an
// HMAC-SHA256, under the secret both sides share, of that time and the raw body bytes. A receiver refuses a body whose
// signature does not match or whose time is outside the replay window; an answer refused so is treated as no answer.

import { createHmac, timingSafeEqual } from 'node:crypto'

export const TIMESTAMP_HEADER = 'x-wallet-timestamp'
export const SIGNATURE_HEADER = 'x-wallet-signature'
/** How far a signed time may be from the receiver's clock, either way. */
export const REPLAY_WINDOW_MS = 30_000

/** The signature of `body` sent at `timestampMs`: hex HMAC-SHA256 of `${timestampMs}.${body}`. */
export function signBody(secret: string, timestampMs: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}.`).update(body, 'utf8').digest('hex')
}

/** The two headers that sign `body` now. */
export function signatureHeaders(secret: string, body: string, nowMs = Date.now()): Record<string, string> {
  return { [TIMESTAMP_HEADER]: String(nowMs), [SIGNATURE_HEADER]: signBody(secret, nowMs, body) }
}

/**
 * Why a signed body is refused, or undefined when it is good: the headers are missing or malformed, the signature does
 * not match, or the time is outside the replay window of `nowMs`.
 */
export function signatureProblem(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  nowMs = Date.now(),
): string | undefined {
  const timestamp = headers[TIMESTAMP_HEADER]
  const signature = headers[SIGNATURE_HEADER]
  if (typeof timestamp !== 'string' || !/^\d{1,15}$/.test(timestamp)) return `${TIMESTAMP_HEADER} is missing`
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return `${SIGNATURE_HEADER} is missing`
  const expected = Buffer.from(signBody(secret, Number(timestamp), body), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'the signature does not match the body'
  if (Math.abs(nowMs - Number(timestamp)) > REPLAY_WINDOW_MS) return 'the signed time is outside the replay window'
  return undefined
}
