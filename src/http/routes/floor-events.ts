// The operator's stream of every table's changes, and its tickets: registered in the operator scope.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { TableChange } from '../../../schemas/events.ts'
import {
  EVENT_TICKET_SECONDS,
  EventTicketSchema,
  FloorEventSchema,
  FloorEventsQuerySchema,
} from '../../../schemas/events.ts'
import { assertOperator } from '../../core/callers.ts'
import type { EventWatcher } from '../../live/event-hub.ts'
import type { TableEvent } from '../../ports/event-store.ts'
import { FLOOR_TICKET, streamTickets } from '../event-tickets.ts'
import { changeViewFor } from '../game-views.ts'
import { errorResponses } from '../responses.ts'
import type { LiveRouteOptions } from './live.ts'

/** The operator's stream of every table and its tickets: registered in the operator scope. */
export const floorEventRoutes: FastifyPluginAsyncTypebox<Pick<LiveRouteOptions, 'store' | 'hub' | 'streams'>> = async (
  app,
  { store, hub, streams },
) => {
  const { issueTicket, streamCaller } = streamTickets(store)
  // Every operator sees the whole change: a floor message is serialized and encoded once for every console.
  const floorFrames = new WeakMap<TableEvent, Buffer>()

  app.post(
    '/api/operator/events/tickets',
    {
      schema: {
        operationId: 'createFloorEventTicket',
        summary: "A ticket for the operator's stream of every table (operator)",
        description:
          `As POST /api/tables/{tableId}/events/tickets, for GET /api/operator/events: pass it as ` +
          `?ticket= ` +
          `(single use; expires after ${EVENT_TICKET_SECONDS} s). Operator rights are required.`,
        tags: ['operator'],
        security: [{ bearerAuth: [] }],
        response: {
          201: Type.Ref(EventTicketSchema, { description: 'The ticket.' }),
          ...errorResponses(401, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return issueTicket(request.identity, FLOOR_TICKET)
    },
  )

  app.get(
    '/api/operator/events',
    {
      config: { ticketAuth: true },
      schema: {
        operationId: 'followFloorEvents',
        summary: "Follow every table's changes as Server-Sent Events (operator)",
        description: [
          "One stream of every table's changes from the moment it opens, for a console that shows many tables (a " +
            'browser opens only a few streams to one server at a time). Each message is `event: <type>` and ' +
            "`data:` the table's event as GET /api/tables/{tableId}/events sends it to an operator, with its " +
            '`tableId`; there is no snapshot and no id.',
          "Once it is open, read every table's state (GET /api/operator/tables, a page of tables a request) and " +
            "fold each table's events into its state in eventId order: an event one past the state's eventId " +
            "folds in, an older one is already in it, and a later one means one was missed: read that table's " +
            'state again (GET /api/tables/{tableId}/state). A table first seen in the stream is new or newly ' +
            'active: read its state.',
          'The stream closes when this instance may have missed changes (its connection to the store was lost); on ' +
            'reconnecting, read the states again.',
          'Authenticate with the Authorization header or ?ticket= from POST /api/operator/events/tickets. Operator ' +
            'rights are required.',
        ].join(' '),
        tags: ['operator'],
        security: [{ bearerAuth: [] }, { eventTicket: [] }],
        querystring: FloorEventsQuerySchema,
        response: {
          200: {
            description:
              'A text/event-stream of messages `event: <type>`, `data: <JSON>`, with comment lines (`: keep-alive`) ' +
              "between. The schema is of one message's data.",
            content: { 'text/event-stream': { schema: Type.Ref(FloorEventSchema) } },
          },
          ...errorResponses(400, 401, 403, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      // The operator scope checked the token's rights; a ticket carries the rights of the token it was issued to.
      const caller = await streamCaller(request, request.query.ticket, FLOOR_TICKET)
      assertOperator(caller)
      const { write, stream } = streams.open(request, reply, caller)
      // HEAD: the stream is closed already; nothing to follow.
      if (request.method === 'HEAD') return
      const watched = new Map<number, EventWatcher>()
      // A table is followed from the first change the stream hears of (the hub then hands its events in order).
      const unsubscribe = store.onEvent((tableId, eventId) => {
        if (tableId === 0) return stream.close()
        if (watched.has(tableId)) return
        const watcher: EventWatcher = {
          tableId,
          lastEventId: eventId - 1,
          deliver: (event) => {
            let frame = floorFrames.get(event)
            if (frame === undefined) {
              frame = Buffer.from(
                `event: ${event.type}\ndata: ` +
                  `${JSON.stringify({
                    tableId,
                    type: event.type,
                    eventId: event.eventId,
                    at: event.at,
                    change: changeViewFor(event.change as TableChange, caller),
                  })}\n\n`,
              )
              floorFrames.set(event, frame)
            }
            return write(frame)
          },
        }
        watched.set(tableId, watcher)
        hub.add(watcher)
        hub.resume(watcher)
      })
      stream.onClose(() => {
        unsubscribe()
        for (const watcher of watched.values()) hub.remove(watcher)
      })
    },
  )
}
