// The identity provider's public signing keys (JWKS): fetched lazily with a timeout, cached, refetched on an unknown
// kid at a limited rate.

import { createPublicKey, type JsonWebKey } from 'node:crypto'
import { DomainError } from '../core/errors.ts'
import { JWKS_UNAVAILABLE_MESSAGE, TokenRejectedError } from '../ports/token-verifier.ts'

/** The asymmetric algorithms a JWKS key may serve; each maps to exactly one key type (and curve). */
export type JwksAlgorithm = 'ES256' | 'RS256'
export const JWKS_ALGORITHMS: readonly JwksAlgorithm[] = ['ES256', 'RS256']

/** RSA keys shorter than this are ignored (RFC 7518 section 3.3 requires at least 2048 bits). */
export const MIN_RSA_MODULUS_BITS = 2048
/** A JWKS document larger than this is treated as a provider fault, not parsed. */
export const MAX_JWKS_BYTES = 256 * 1024

/** A usable key from the JWKS: its kid, the one algorithm it verifies, and its SPKI PEM. */
export interface JwksKey {
  kid: string
  alg: JwksAlgorithm
  pem: string
}

export interface JwksLogger {
  debug(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

export interface JwksCacheOptions {
  url: string
  /** Abort a fetch (connect, headers and body) after this many milliseconds. */
  timeoutMs: number
  /** After a successful fetch, an unknown kid triggers another fetch only once this many ms have passed. */
  refetchCooldownMs: number
  /** After a failed fetch, the next fetch may start once this many ms have passed. */
  retryAfterFailureMs: number
  /** Keys older than this are refreshed in the background on use; they keep working meanwhile. */
  maxAgeMs: number
  logger?: JwksLogger
  now?: () => number
}

export interface JwksCache {
  /**
   * The key with this kid for this algorithm. Fetches the JWKS when the kid is unknown (at most once per
   * cooldown; concurrent callers share one fetch). Throws TokenRejectedError (→ 401) when the JWKS has no such
   * key or the kid's key serves another algorithm, and DomainError AUTH_UNAVAILABLE (→ 503) when the kid is
   * unknown and the last fetch failed. Keys already fetched keep working while the JWKS is unreachable.
   */
  getKey(kid: string, alg: JwksAlgorithm): Promise<JwksKey>
  /** How many fetches were started, successful or not (for tests and metrics). */
  readonly fetchCount: number
  /** Aborts any fetch in flight; later calls behave as if the JWKS were unreachable. */
  close(): void
}

/** The algorithm a JWK may verify, or a reason it is unusable. kty (and crv) must agree with alg when alg is set. */
export function jwkAlgorithm(jwk: Record<string, unknown>): JwksAlgorithm | { skip: string } {
  if (typeof jwk.kid !== 'string' || jwk.kid === '') return { skip: 'no kid' }
  if (jwk.use !== undefined && jwk.use !== 'sig') return { skip: `use is ${String(jwk.use)}` }
  if (Array.isArray(jwk.key_ops) && !jwk.key_ops.includes('verify')) return { skip: 'key_ops lacks verify' }
  if (jwk.kty === 'EC') {
    if (jwk.crv !== 'P-256') return { skip: `EC curve ${String(jwk.crv)} is not P-256` }
    if (jwk.alg !== undefined && jwk.alg !== 'ES256') return { skip: `EC P-256 key labelled alg ${String(jwk.alg)}` }
    return 'ES256'
  }
  if (jwk.kty === 'RSA') {
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') return { skip: `RSA key labelled alg ${String(jwk.alg)}` }
    return 'RS256'
  }
  return { skip: `kty ${String(jwk.kty)} is not supported` }
}

/** The usable keys of a JWKS document, as PEM; unusable entries are skipped (reported through `skipped`). */
export function parseJwks(document: unknown, skipped: (kid: unknown, reason: string) => void = () => {}): JwksKey[] {
  if (typeof document !== 'object' || document === null || !Array.isArray((document as { keys?: unknown }).keys)) {
    throw new Error('the JWKS document has no "keys" array')
  }
  const keys: JwksKey[] = []
  for (const entry of (document as { keys: unknown[] }).keys) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      skipped(undefined, 'not an object')
      continue
    }
    const jwk = entry as Record<string, unknown>
    const alg = jwkAlgorithm(jwk)
    if (typeof alg !== 'string') {
      skipped(jwk.kid, alg.skip)
      continue
    }
    try {
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk
      const key = createPublicKey({ key: publicJwk as JsonWebKey, format: 'jwk' })
      if (alg === 'RS256' && (key.asymmetricKeyDetails?.modulusLength ?? 0) < MIN_RSA_MODULUS_BITS) {
        skipped(jwk.kid, `RSA modulus shorter than ${MIN_RSA_MODULUS_BITS} bits`)
        continue
      }
      keys.push({ kid: jwk.kid as string, alg, pem: key.export({ type: 'spki', format: 'pem' }).toString() })
    } catch (err) {
      skipped(jwk.kid, `not importable: ${(err as Error).message}`)
    }
  }
  return keys
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new Error(`the JWKS document is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A lazily filled JWKS cache; nothing is fetched until the first getKey. */
export function createJwksCache(options: JwksCacheOptions): JwksCache {
  const now = options.now ?? Date.now
  const closing = new AbortController()
  /** kid -> keys with that kid (normally one). */
  let keysByKid = new Map<string, JwksKey[]>()
  let fetchedAt: number | undefined
  let lastAttemptAt: number | undefined
  let lastFailed = false
  let inflight: Promise<void> | undefined
  let fetchCount = 0

  async function download(signal: AbortSignal): Promise<JwksKey[]> {
    const response = await fetch(options.url, { signal, headers: { accept: 'application/json' }, redirect: 'follow' })
    const text = await readCapped(response, MAX_JWKS_BYTES)
    if (!response.ok) throw new Error(`the JWKS answered HTTP ${response.status}`)
    return parseJwks(JSON.parse(text), (kid, reason) => options.logger?.debug({ kid, reason }, 'JWKS key skipped'))
  }

  /**
   * One download under a deadline. The deadline is our own timer raced against the fetch, not only an abort
   * signal: on Node 20, `AbortSignal.any([..., AbortSignal.timeout()])` was seen never to fire under GC
   * pressure (the fetch then waits for the server), so the answer must not depend on the abort arriving.
   */
  async function fetchKeys(): Promise<JwksKey[]> {
    const controller = new AbortController()
    let fail!: (err: Error) => void
    const deadline = new Promise<never>((_, reject) => {
      fail = reject
    })
    const abortWith = (message: string) => () => {
      fail(new Error(message))
      controller.abort()
    }
    const timer = setTimeout(abortWith(`timed out after ${options.timeoutMs} ms`), options.timeoutMs)
    const onClose = abortWith('the verifier was closed')
    closing.signal.addEventListener('abort', onClose, { once: true })
    try {
      return await Promise.race([download(controller.signal), deadline])
    } finally {
      clearTimeout(timer)
      closing.signal.removeEventListener('abort', onClose)
    }
  }

  /** Starts a fetch unless one is running; never rejects (the outcome is recorded in lastFailed). */
  function refresh(): Promise<void> {
    if (inflight) return inflight
    if (closing.signal.aborted) {
      lastFailed = true
      return Promise.resolve()
    }
    lastAttemptAt = now()
    fetchCount += 1
    inflight = fetchKeys()
      .then((keys) => {
        const next = new Map<string, JwksKey[]>()
        for (const key of keys) next.set(key.kid, [...(next.get(key.kid) ?? []), key])
        keysByKid = next
        fetchedAt = now()
        lastFailed = false
        options.logger?.debug({ url: options.url, kids: [...next.keys()] }, 'JWKS fetched')
      })
      .catch((err: unknown) => {
        lastFailed = true
        const cause = (err as { cause?: { code?: string; message?: string } }).cause
        const message = err instanceof Error ? err.message : String(err)
        const reason = `${message}${cause ? ` (${cause.code ?? cause.message})` : ''}`
        options.logger?.warn({ url: options.url, reason }, 'JWKS fetch failed; keys already cached keep working')
      })
      .finally(() => {
        inflight = undefined
      })
    return inflight
  }

  function mayFetch(): boolean {
    if (lastAttemptAt === undefined) return true
    const wait = lastFailed ? options.retryAfterFailureMs : options.refetchCooldownMs
    return now() - lastAttemptAt >= wait
  }

  function find(kid: string, alg: JwksAlgorithm): JwksKey | 'other-alg' | undefined {
    const candidates = keysByKid.get(kid)
    if (!candidates) return undefined
    return candidates.find((key) => key.alg === alg) ?? 'other-alg'
  }

  return {
    async getKey(kid, alg) {
      let found = find(kid, alg)
      if (found === undefined) {
        if (inflight) await inflight
        else if (mayFetch()) await refresh()
        found = find(kid, alg)
      } else if (fetchedAt !== undefined && now() - fetchedAt >= options.maxAgeMs && !inflight && mayFetch()) {
        // Stale but usable: answer now, refresh for the next caller (a removed key stops working then).
        void refresh()
      }
      const shownKid = JSON.stringify(kid.slice(0, 64))
      if (found === 'other-alg') throw new TokenRejectedError(`the JWKS key ${shownKid} does not verify ${alg}`)
      if (found) return found
      if (lastFailed) throw new DomainError('AUTH_UNAVAILABLE', JWKS_UNAVAILABLE_MESSAGE)
      throw new TokenRejectedError(`no ${alg} key with kid ${shownKid} in the JWKS`)
    },
    get fetchCount() {
      return fetchCount
    },
    close() {
      closing.abort()
    },
  }
}
