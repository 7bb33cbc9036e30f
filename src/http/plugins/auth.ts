// Bearer-token authentication for the protected routes: the header rule, then the token verifier it is handed.

import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { type Identity, TokenRejectedError, type TokenVerifier } from '../../ports/token-verifier.ts'
import { standsOnTicket } from '../event-tickets.ts'
import { UNAUTHORIZED_MESSAGE } from '../responses.ts'

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null
  }
}

const BEARER = /^Bearer[ \t]+([^ \t]+)[ \t]*$/i

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), or undefined. */
export function extractBearerToken(header: string | undefined): string | undefined {
  if (typeof header !== 'string') return undefined
  return BEARER.exec(header)?.[1]
}

function rejectUnauthorized(reply: FastifyReply) {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ error: UNAUTHORIZED_MESSAGE })
}

export interface AuthHookOptions {
  /** Counts a refused request against its address; the Error it resolves to (429) is answered instead of 401. */
  countRefusal?: (request: FastifyRequest, reply: FastifyReply) => Promise<Error | undefined>
  /** Operator rights: verified tokens with this role (or app_metadata.role), and/or this static token. */
  operator?: { role?: string; token?: string }
}

/** Equal strings, compared in constant time (of their SHA-256 digests, so lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/** An onRequest hook that admits a request only with a token the verifier accepts; runs before body parsing. */
export function createAuthHook(
  verifier: TokenVerifier,
  { countRefusal, operator }: AuthHookOptions = {},
): onRequestHookHandler {
  async function refuse(request: FastifyRequest, reply: FastifyReply) {
    const tooMany = await countRefusal?.(request, reply)
    if (tooMany) throw tooMany
    return rejectUnauthorized(reply)
  }
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    // A route that takes a single-use ticket (an EventSource cannot send headers) redeems it itself.
    if (standsOnTicket(request)) return
    const token = extractBearerToken(request.headers.authorization)
    if (token === undefined) {
      request.log.debug('authorization header missing or not a bearer token')
      return refuse(request, reply)
    }
    if (operator?.token !== undefined && sameSecret(token, operator.token)) {
      request.identity = { verified: true, sub: 'operator-token', operator: true, address: request.ip }
      return
    }
    try {
      const identity = await verifier.verify(token)
      const role = operator?.role
      // Stub tokens are never verified, so they never carry operator rights.
      const isOperator =
        identity.verified && role !== undefined && (identity.role === role || identity.appRole === role)
      request.identity = { ...identity, ...(isOperator ? { operator: true } : {}), address: request.ip }
    } catch (err) {
      if (err instanceof TokenRejectedError) {
        request.log.debug({ reason: err.message }, 'token rejected')
        return refuse(request, reply)
      }
      throw err
    }
  }
}
