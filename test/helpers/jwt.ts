// Test helpers for verified auth: key pairs, JWTs signed with node:crypto (independent of fast-jwt), and a JWKS server.

import { createHmac, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthConfig } from '../../src/config.ts'

export const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long'
export const JWKS_PATH = '/auth/v1/.well-known/jwks.json'

export interface TestKey {
  kid: string
  alg: 'ES256' | 'RS256'
  privateKey: KeyObject
  publicKey: KeyObject
  /** The public key as a JWK with kid, alg and use, as the provider publishes it. */
  jwk: Record<string, unknown>
}

/** A fresh ES256 (P-256) or RS256 (2048-bit) key pair with its public JWK. */
export function generateTestKey(alg: 'ES256' | 'RS256', kid: string): TestKey {
  const { privateKey, publicKey } =
    alg === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { kid, alg, privateKey, publicKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg, use: 'sig' } }
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** Any header and payload, joined and signed by `signer` over `header.payload` (or no signature). */
export function rawJwt(header: object, payload: object, signer?: (input: Buffer) => Buffer): string {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  return `${input}.${signer ? b64url(signer(Buffer.from(input))) : ''}`
}

export const hmacSigner = (secret: string | Buffer) => (input: Buffer) =>
  createHmac('sha256', secret).update(input).digest()
export const keySigner = (key: TestKey) => (input: Buffer) =>
  key.alg === 'ES256'
    ? sign('sha256', input, { key: key.privateKey, dsaEncoding: 'ieee-p1363' })
    : sign('sha256', input, key.privateKey)

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Claims the provider puts in an access token for `issuer`, valid for an hour; override or delete (undefined) any. */
export function claims(issuer: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    iss: issuer,
    aud: 'authenticated',
    sub: 'user-1',
    role: 'authenticated',
    email: 'player@example.com',
    iat: nowSeconds(),
    exp: nowSeconds() + 3600,
    ...overrides,
  }
  for (const [name, value] of Object.entries(base)) if (value === undefined) delete base[name]
  return base
}

export function hs256Token(payload: object, secret: string | Buffer = TEST_SECRET, header: object = {}): string {
  return rawJwt({ alg: 'HS256', typ: 'JWT', ...header }, payload, hmacSigner(secret))
}

export function keyToken(key: TestKey, payload: object, header: object = {}): string {
  return rawJwt({ alg: key.alg, typ: 'JWT', kid: key.kid, ...header }, payload, keySigner(key))
}

export type JwksMode = 'up' | 'http-500' | 'hang' | 'garbage'

/** A JWKS endpoint on 127.0.0.1 (port 0); its keys and mode can change while it runs. */
export interface JwksServer {
  /** Base address, e.g. http://127.0.0.1:54321: use it as AUTH_URL. */
  url: string
  jwksUrl: string
  issuer: string
  /** The JWKs served, in order; mutate to rotate keys. */
  keys: Record<string, unknown>[]
  mode: JwksMode
  /** Requests received at the JWKS path. */
  hits: number
  /** Stops listening and drops open connections (later fetches fail to connect). */
  close(): Promise<void>
}

export async function startJwksServer(keys: Record<string, unknown>[] = []): Promise<JwksServer> {
  const server = http.createServer((req, res) => {
    if (req.url !== JWKS_PATH) {
      res.writeHead(404).end()
      return
    }
    state.hits += 1
    if (state.mode === 'hang') return // never answers; the client's timeout must fire
    if (state.mode === 'http-500') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
      return
    }
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json</html>')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: state.keys }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  let closed = false
  const state: JwksServer = {
    url,
    jwksUrl: `${url}${JWKS_PATH}`,
    issuer: `${url}/auth/v1`,
    keys,
    mode: 'up',
    hits: 0,
    async close() {
      if (closed) return
      closed = true
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return state
}

/** An AuthConfig for jwt mode against `server` (HS256 secret and JWKS), with overrides. */
export function jwtAuthConfig(
  server: Pick<JwksServer, 'url' | 'jwksUrl'>,
  overrides: Partial<AuthConfig> = {},
): AuthConfig {
  return {
    mode: 'jwt',
    url: server.url,
    jwtSecret: TEST_SECRET,
    jwksUrl: server.jwksUrl,
    clockToleranceSeconds: 5,
    jwksTimeoutMs: 1000,
    ...overrides,
  }
}

/** A pino-shaped logger that records every line, for asserting what is logged (and at which level). */
export interface CapturedLine {
  level: string
  obj: unknown
  msg: string | undefined
}
export function createCaptureLogger(lines: CapturedLine[] = []) {
  const at = (level: string) => (obj: unknown, msg?: string) => {
    if (typeof obj === 'string') lines.push({ level, obj: {}, msg: obj })
    else lines.push({ level, obj, msg })
  }
  const logger: Record<string, unknown> = {
    level: 'trace',
    lines,
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => logger,
  }
  return logger as unknown as import('fastify').FastifyBaseLogger & { lines: CapturedLine[] }
}
