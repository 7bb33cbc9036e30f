// Bearer-token authentication for the protected routes: the header rule, and a pluggable token verifier.

import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { UNAUTHORIZED_MESSAGE } from '../responses.js'

/** Who the caller is, as far as the token says. In stub mode nothing is verified and `sub` is absent. */
export interface Identity {
  verified: boolean
  sub?: string
  role?: string
  email?: string
}

/** Thrown by a verifier for any token it rejects; the reason is logged at debug level, never returned. */
export class TokenRejectedError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'TokenRejectedError'
  }
}

export interface TokenVerifier {
  readonly mode: 'stub' | 'jwt'
  /** Resolves the identity or throws TokenRejectedError (401) or DomainError AUTH_UNAVAILABLE (503). */
  verify(token: string): Promise<Identity>
  close?(): Promise<void>
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null
  }
}

/** Stub mode: any non-empty bearer token passes, unverified (the interface's current behaviour). */
export function createStubVerifier(): TokenVerifier {
  return {
    mode: 'stub',
    async verify() {
      return { verified: false }
    },
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

/** An onRequest hook that admits a request only with a token the verifier accepts; runs before body parsing. */
export function createAuthHook(verifier: TokenVerifier): onRequestHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = extractBearerToken(request.headers.authorization)
    if (token === undefined) {
      request.log.debug('authorization header missing or not a bearer token')
      return rejectUnauthorized(reply)
    }
    try {
      request.identity = await verifier.verify(token)
    } catch (err) {
      if (err instanceof TokenRejectedError) {
        request.log.debug({ reason: err.message }, 'token rejected')
        return rejectUnauthorized(reply)
      }
      throw err
    }
  }
}
