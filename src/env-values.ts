// Reading one environment variable: parse it, check it, and on a bad value throw a ConfigError that names the
// variable and the rule (never echoing a value that may hold a secret). config.ts reads the service's settings with
// these.

export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

export type Env = Record<string, string | undefined>

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}; got "${raw}".`)
  const value = Number(raw.trim())
  if (value < min || value > max)
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}; got "${raw}".`)
  return value
}

/** A money amount of 0.01 to 1,000,000 with at most 2 decimals, as integer cents. */
export function readAmountCents(env: Env, name: string, fallbackCents: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallbackCents
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(raw.trim())
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN
  if (!(cents >= 1 && cents <= 100_000_000))
    throw new ConfigError(`${name} must be an amount of 0.01 to 1000000 with at most 2 decimal places; got "${raw}".`)
  return cents
}

export function readChoice<T extends string>(env: Env, name: string, choices: readonly T[], fallback: T): T {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!(choices as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}; got "${raw}".`)
  }
  return raw as T
}

/** A URL with one of `schemes` (e.g. ['postgres', 'postgresql']); the value (it may hold a password) is never echoed.
 * */
export function readServiceUrl(env: Env, name: string, schemes: readonly string[]): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const expected = `${name} must be a ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`
  let protocol: string
  try {
    // Several hosts, comma-separated as libpq writes them, are a URL once the first stands for them all.
    protocol = new URL(raw.replace(/^([a-z]+:\/\/(?:[^@/?#]*@)?[^/?#,]*),[^/?#]*/, '$1')).protocol
  } catch {
    throw new ConfigError(`${expected}; got a value that is not a URL.`)
  }
  if (!schemes.includes(protocol.slice(0, -1)))
    throw new ConfigError(`${expected}; got the scheme "${protocol.slice(0, -1)}".`)
  return raw
}

/** An http(s) address without credentials, query or fragment; the value is never echoed. */
export function readHttpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL; got a value that is not a URL.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL; got the scheme "${url.protocol.slice(0, -1)}".`)
  }
  if (/[?#]/.test(raw) || url.username !== '' || url.password !== '') {
    throw new ConfigError(`${name} must be a plain http(s) URL without credentials, query or fragment.`)
  }
  return raw
}

export function readSecret(env: Env, name: string, minLength: number): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  if (raw.length < minLength)
    throw new ConfigError(`${name} must be at least ${minLength} characters long; the value given is shorter.`)
  return raw
}

export function readBoolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw new ConfigError(`${name} must be true or false; got "${raw}".`)
}
