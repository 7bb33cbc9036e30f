// Error answers as OpenAPI responses: one description per status, all with the ErrorBody schema.

import { Type } from '@sinclair/typebox'
import { ErrorBodySchema } from '../../schemas/common.ts'

export const UNAUTHORIZED_MESSAGE = 'Missing or invalid Authorization header.'

const DESCRIPTIONS = {
  400: 'Invalid request: the message names the field and the rule (also malformed JSON).',
  401: UNAUTHORIZED_MESSAGE,
  403: 'The token does not allow this (playerId must be the token subject).',
  404: 'Unknown route, or no such game.',
  409:
    'A conflict with the table as it is now: the table is full, the game has moved on (the message names the ' +
    'current state), the player is not seated, or the game is still in progress.',
  413: 'Request body too large.',
  414: 'A path parameter is longer than 100 characters.',
  415: 'Content-Type must be application/json.',
  422: 'Idempotency-Key reused with a different request, or a balance limit reached.',
  429:
    'Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, ' +
    'Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header.',
  500: 'Internal server error.',
  503: 'A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later.',
} as const

export type ErrorStatus = keyof typeof DESCRIPTIONS

const errorRef = (status: ErrorStatus) => Type.Ref(ErrorBodySchema, { description: DESCRIPTIONS[status] })

/** Response schemas for the given error statuses, each a $ref to ErrorBody with its description. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorRef(status)])) as Record<
    ErrorStatus,
    ReturnType<typeof errorRef>
  >
}
