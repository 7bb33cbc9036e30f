// Verified mode: access tokens from the identity provider checked with fast-jwt (HS256 by shared secret, ES256/RS256 by
// JWKS).

import { createDecoder, createVerifier, type VerifierOptions } from 'fast-jwt'
import type { AuthConfig } from '../config.ts'
import { type Identity, TokenRejectedError, type TokenVerifier } from '../ports/token-verifier.ts'
import { createJwksCache, type JwksCache, type JwksKey, type JwksLogger } from './jwks-cache.ts'

/** The `aud` every accepted token must carry (the provider's signed-in users). */
export const TOKEN_AUDIENCE = 'authenticated'
/** Longer bearer tokens are rejected before any parsing (provider tokens are about 1 KB). */
export const MAX_TOKEN_LENGTH = 8192
export const DEFAULT_REFETCH_COOLDOWN_MS = 30_000
export const DEFAULT_RETRY_AFTER_FAILURE_MS = 1_000
export const DEFAULT_JWKS_MAX_AGE_MS = 10 * 60_000

export interface JwtVerifierOptions {
  /** After a successful JWKS fetch, an unknown kid triggers another fetch only after this long. */
  refetchCooldownMs?: number
  /** After a failed JWKS fetch (answered 503), the next fetch may start after this long. */
  retryAfterFailureMs?: number
  /** Cached keys older than this are refreshed in the background when used. */
  jwksMaxAgeMs?: number
  /** Receives debug lines (skipped keys, fetches) and a warning per failed JWKS fetch. */
  logger?: JwksLogger
  /** Clock for the JWKS timing only (tests); token times are always checked against the real clock. */
  now?: () => number
}

/** The issuer every accepted token must name: exactly `{AUTH_URL}/auth/v1`. */
export const issuerFor = (authUrl: string): string => `${authUrl.replace(/\/+$/, '')}/auth/v1`

const decodeComplete = createDecoder({ complete: true })

type SyncVerify = (token: string) => Record<string, unknown>

function describe(value: unknown): string {
  return (typeof value === 'string' ? JSON.stringify(value) : String(value)).slice(0, 40)
}

function rejectionOf(err: unknown): TokenRejectedError {
  if (err instanceof TokenRejectedError) return err
  const { code, message } = err as { code?: string; message?: string }
  return new TokenRejectedError(`${code ?? 'ERROR'}: ${message ?? String(err)}`)
}

/** A token issued after now (beyond the clock tolerance) was not issued by a correct clock: refuse it. */
function assertIssuedInThePast(payload: Record<string, unknown>, toleranceSeconds: number): void {
  const { iat } = payload
  if (iat === undefined) return
  if (typeof iat !== 'number' || !Number.isFinite(iat))
    throw new TokenRejectedError('the iat claim must be a number of seconds')
  if (iat > Date.now() / 1000 + toleranceSeconds)
    throw new TokenRejectedError('the iat claim is in the future beyond the clock tolerance')
}

function identityOf(payload: Record<string, unknown>): Identity {
  const { sub, role, email, app_metadata: appMetadata } = payload
  if (typeof sub !== 'string' || sub === '') throw new TokenRejectedError('the sub claim must be a non-empty string')
  const identity: Identity = { verified: true, sub }
  if (typeof role === 'string' && role !== '') identity.role = role
  // The provider's app_metadata is set by the project's back end only (users cannot change it): a role there counts.
  const appRole =
    typeof appMetadata === 'object' && appMetadata !== null ? (appMetadata as { role?: unknown }).role : undefined
  if (typeof appRole === 'string' && appRole !== '') identity.appRole = appRole
  if (typeof email === 'string' && email !== '') identity.email = email
  return identity
}

/**
 * A verifier for `AUTH_MODE=jwt`. The token header's alg picks the key, never the other way round: HS256 only
 * with `auth.jwtSecret`, ES256/RS256 only with the JWKS key of the header's kid whose kty (and crv) fit that alg;
 * any other alg, `none` included, is rejected. Every token needs a valid signature, `exp` (with
 * `auth.clockToleranceSeconds` of skew, as for `nbf` and a future `iat`), a non-empty string `sub`, `iss` exactly
 * `{auth.url}/auth/v1` and `aud` `authenticated`. Rejections throw TokenRejectedError (401) with the reason;
 * an unknown kid while the JWKS is unreachable throws DomainError AUTH_UNAVAILABLE (503) within
 * `auth.jwksTimeoutMs`. Nothing is fetched before the first ES256/RS256 token. Throws at once when `auth`
 * has no issuer or no key material.
 */
export function createJwtVerifier(
  auth: AuthConfig,
  options: JwtVerifierOptions = {},
): TokenVerifier & { readonly jwks?: JwksCache } {
  if (!auth.url) throw new Error('createJwtVerifier needs auth.url (the issuer is {url}/auth/v1).')
  if (!auth.jwtSecret && !auth.jwksUrl) throw new Error('createJwtVerifier needs auth.jwtSecret and/or auth.jwksUrl.')

  const claimRules: Partial<VerifierOptions> = {
    allowedIss: issuerFor(auth.url),
    allowedAud: TOKEN_AUDIENCE,
    // fast-jwt checks iss and aud only when present: require them, or a token without them would pass.
    requiredClaims: ['exp', 'sub', 'iss', 'aud'],
    clockTolerance: auth.clockToleranceSeconds * 1000,
  }
  const verifyHs256: SyncVerify | undefined = auth.jwtSecret
    ? createVerifier({ ...claimRules, key: auth.jwtSecret, algorithms: ['HS256'] })
    : undefined
  const jwks = auth.jwksUrl
    ? createJwksCache({
        url: auth.jwksUrl,
        timeoutMs: auth.jwksTimeoutMs,
        refetchCooldownMs: options.refetchCooldownMs ?? DEFAULT_REFETCH_COOLDOWN_MS,
        retryAfterFailureMs: options.retryAfterFailureMs ?? DEFAULT_RETRY_AFTER_FAILURE_MS,
        maxAgeMs: options.jwksMaxAgeMs ?? DEFAULT_JWKS_MAX_AGE_MS,
        logger: options.logger,
        now: options.now,
      })
    : undefined
  /** One fast-jwt verifier per JWKS key, built on first use and dropped with the key. */
  const keyVerifiers = new WeakMap<JwksKey, SyncVerify>()
  const verifierFor = (key: JwksKey): SyncVerify => {
    let verify = keyVerifiers.get(key)
    if (!verify) {
      verify = createVerifier({ ...claimRules, key: key.pem, algorithms: [key.alg] }) as SyncVerify
      keyVerifiers.set(key, verify)
    }
    return verify
  }

  async function keyVerifierFor(header: Record<string, unknown>): Promise<SyncVerify> {
    const { alg, kid } = header
    if (alg === 'HS256') {
      if (!verifyHs256) throw new TokenRejectedError('HS256 tokens are not accepted: no shared secret is configured')
      return verifyHs256
    }
    if (alg === 'ES256' || alg === 'RS256') {
      if (!jwks) throw new TokenRejectedError(`${alg} tokens are not accepted: no JWKS is configured`)
      if (typeof kid !== 'string' || kid === '') throw new TokenRejectedError(`an ${alg} token needs a kid header`)
      return verifierFor(await jwks.getKey(kid, alg))
    }
    throw new TokenRejectedError(`algorithm ${describe(alg)} is not accepted`)
  }

  return {
    mode: 'jwt',
    jwks,
    async verify(token) {
      if (token.length > MAX_TOKEN_LENGTH)
        throw new TokenRejectedError(`token longer than ${MAX_TOKEN_LENGTH} characters`)
      let header: Record<string, unknown>
      try {
        header = decodeComplete(token).header
      } catch (err) {
        throw rejectionOf(err)
      }
      const verify = await keyVerifierFor(header)
      let payload: Record<string, unknown>
      try {
        payload = verify(token)
      } catch (err) {
        throw rejectionOf(err)
      }
      assertIssuedInThePast(payload, auth.clockToleranceSeconds)
      return identityOf(payload)
    },
    async close() {
      jwks?.close()
    },
  }
}
