// Single-use tickets for event streams: a browser's EventSource cannot send the Authorization header, and a token
// never goes in a URL, so a stream may be opened with `?ticket=` instead (the route redeems it).

import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { EVENT_TICKET_SECONDS } from '../../schemas/events.ts'
import type { Caller } from '../core/callers.ts'
import { DomainError } from '../core/errors.ts'
import type { EventStore } from '../ports/event-store.ts'
import type { StoreService } from '../ports/store.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts `?ticket=` in place of the Authorization header (the route redeems it). */
    ticketAuth?: boolean
  }
}

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex')

/**
 * Whether a request stands on a `?ticket=` instead of a token: a route that takes tickets, no Authorization header,
 * a ticket given. Authentication lets it through and its route redeems the ticket and checks what it carries.
 */
export const standsOnTicket = (request: FastifyRequest): boolean =>
  request.routeOptions.config.ticketAuth === true &&
  request.headers.authorization === undefined &&
  typeof (request.query as { ticket?: unknown }).ticket === 'string'

/** The ticket of the operator's stream of every table (no table has id 0). */
export const FLOOR_TICKET = 0

/** Single-use tickets for EventSource streams, kept in the store. */
export function streamTickets(
  store: Pick<EventStore, 'saveTicket' | 'peekTicket' | 'takeTicket'> & Pick<StoreService, 'clock'>,
) {
  /** A single-use ticket for one table's stream (tableId) or the operator's stream of every table (FLOOR_TICKET). */
  async function issueTicket(identity: Caller | null, tableId: number) {
    const ticket = randomBytes(32).toString('base64url')
    const expiresAt = (await store.clock()) + EVENT_TICKET_SECONDS * 1000
    const caller: Caller | null = identity
      ? {
          verified: identity.verified,
          ...(identity.sub ? { sub: identity.sub } : {}),
          ...(identity.operator ? { operator: true } : {}),
        }
      : null
    await store.saveTicket(ticketHash(ticket), { tableId, caller, expiresAt })
    return { ticket, expiresAt: new Date(expiresAt).toISOString() }
  }

  /**
   * The caller a stream request stands for: its token's, or its ticket's when it has no token. GET takes the ticket
   * (single use); HEAD, which opens no stream, only reads it, so a probe does not use up the caller's ticket.
   */
  async function streamCaller(
    request: FastifyRequest,
    ticket: string | undefined,
    tableId: number,
  ): Promise<Caller | null> {
    if (ticket === undefined || request.headers.authorization !== undefined) return request.identity
    const hash = ticketHash(ticket)
    const held = request.method === 'HEAD' ? await store.peekTicket(hash) : await store.takeTicket(hash)
    if (!held || held.tableId !== tableId) {
      throw new DomainError(
        'TICKET_INVALID',
        'The ticket is unknown, used, expired or for another table: ask for a new one.',
      )
    }
    return held.caller
  }
  return { issueTicket, streamCaller }
}
