// A typed client for the HTTP API: openapi-fetch over the types generated from openapi.yaml (schema.d.ts).

import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch'
import type { components, paths } from './schema.ts'

export type { components, operations, paths } from './schema.ts'

/** The wire shapes by component name, e.g. `Schemas['DealResponse']`. */
export type Schemas = components['schemas']

export type HandOddsClient = Client<paths>

export interface HandOddsClientOptions {
  /** Where the service listens, without the /api prefix, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string
  /** The bearer access token, or a function giving the current one (called for every request). Omit for no
   * Authorization header. */
  token?: string | (() => string | Promise<string>)
  /** Replaces the global fetch (tests, proxies, retries). */
  fetch?: ClientOptions['fetch']
}

/** Sends `Authorization: Bearer <token>` unless the call sets its own Authorization header. */
function bearerAuth(token: NonNullable<HandOddsClientOptions['token']>): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('authorization')) return undefined
      request.headers.set('authorization', `Bearer ${typeof token === 'function' ? await token() : token}`)
      return request
    },
  }
}

/**
 * A client with one typed method per HTTP verb: `client.POST('/api/deal', { body: { numberOfHands: 4 } })`
 * resolves to `{ data, error, response }`: `data` typed by the 200 schema, `error` by the documented error answers.
 */
export function createHandOddsClient({ baseUrl, token, fetch }: HandOddsClientOptions): HandOddsClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  if (token !== undefined) client.use(bearerAuth(token))
  return client
}

export { type FollowTableOptions, followTable, type TableEventData } from './follow-table.ts'
export { type GameVerification, recomputeDeck, type VerifiableGame, verifyGame } from './verify-game.ts'
