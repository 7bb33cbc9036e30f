// The token-verifier port: from a bearer token to the caller's identity, or a rejection.

import type { Caller } from '../core/callers.ts'

/** Who the caller is, as far as the token says. In stub mode nothing is verified and `sub` is absent. */
export interface Identity extends Caller {
  role?: string
  /** The `role` in the token's app_metadata (set by the provider's back end, never by the user). */
  appRole?: string
  email?: string
}

/** The 503 answer when the identity provider's keys cannot be fetched to check a token. */
export const JWKS_UNAVAILABLE_MESSAGE =
  'The identity provider cannot be reached to check the access token; retry later.'

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
  close(): Promise<void>
}
