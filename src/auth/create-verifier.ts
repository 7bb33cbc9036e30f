// Chooses the token verifier for AUTH_MODE: the stub (nothing verified, with a warning) or verified JWTs.

import type { AuthConfig } from '../config.ts'
import type { TokenVerifier } from '../ports/token-verifier.ts'
import { createJwtVerifier, issuerFor, type JwtVerifierOptions } from './jwt-verifier.ts'
import { createStubVerifier } from './stub-verifier.ts'

export const STUB_MODE_WARNING = 'AUTH_MODE=stub: bearer tokens are NOT verified; any non-empty token is accepted.'

export interface VerifierLogger {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

export interface CreateTokenVerifierOptions extends Omit<JwtVerifierOptions, 'logger'> {
  logger?: VerifierLogger
}

/**
 * The verifier for `auth.mode`. Stub mode always logs STUB_MODE_WARNING (at warn) on the given logger; jwt mode
 * logs the issuer and key sources (at info) and reports JWKS problems on it. Throws when jwt mode lacks an issuer
 * or key material (loadConfig refuses such a configuration first).
 */
export function createTokenVerifier(auth: AuthConfig, options: CreateTokenVerifierOptions = {}): TokenVerifier {
  const { logger, ...jwtOptions } = options
  if (auth.mode === 'stub') {
    logger?.warn({ authMode: 'stub' }, STUB_MODE_WARNING)
    return createStubVerifier()
  }
  const verifier = createJwtVerifier(auth, { ...jwtOptions, logger })
  logger?.info(
    {
      authMode: 'jwt',
      issuer: issuerFor(auth.url!),
      hs256: auth.jwtSecret !== undefined,
      jwksUrl: auth.jwksUrl,
      clockToleranceSeconds: auth.clockToleranceSeconds,
    },
    'AUTH_MODE=jwt: bearer tokens are verified',
  )
  return verifier
}
