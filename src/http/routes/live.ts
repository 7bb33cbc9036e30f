// Live tables: ready calls, and each table's Server-Sent Events stream (with single-use tickets for EventSource).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import type { TableChange } from '../../../schemas/events.ts'
import {
  EVENT_TICKET_SECONDS,
  EventsHeadersSchema,
  EventsQuerySchema,
  EventTicketSchema,
  STREAM_EVENT_SCHEMAS,
} from '../../../schemas/events.ts'
import { ReadyRequestSchema, TableStateSchema } from '../../../schemas/game.ts'
import { TableParamsSchema } from '../../../schemas/tables.ts'
import { KEEP_ALIVE_MS } from '../../config.ts'
import { defaultTableSettings } from '../../core/tables.ts'
import type { EventHub, EventWatcher } from '../../live/event-hub.ts'
import type { TableClock } from '../../live/table-clock.ts'
import type { EventStore, TableEvent } from '../../ports/event-store.ts'
import type { GameStore } from '../../ports/game-store.ts'
import type { ProtectionStore } from '../../ports/protection-store.ts'
import type { StoreService } from '../../ports/store.ts'
import type { SwitchStore } from '../../ports/switch-store.ts'
import type { TableStore } from '../../ports/table-store.ts'
import { type EventStreams, STREAM_BUFFER_BYTES } from '../event-streams.ts'
import { streamTickets } from '../event-tickets.ts'
import { changeViewFor, tableStateView } from '../game-views.ts'
import { STORE_WRITE_TIMEOUT_MS } from '../plugins/handler-timeout.ts'
import { createRealityAnnouncer } from '../reality-announcer.ts'
import { errorResponses } from '../responses.ts'
import { sendState } from '../state-reply.ts'
import { storedOrEmptyTable } from '../table-reads.ts'

export interface LiveRouteOptions {
  store: EventStore &
    Pick<GameStore, 'markReady'> &
    Pick<TableStore, 'getTable'> &
    Pick<StoreService, 'clock'> &
    Pick<ProtectionStore, 'getProtection'> &
    Pick<SwitchStore, 'listSwitches'>
  clock: TableClock
  hub: EventHub
  /** Every event stream this instance serves, the operator's too (their limits are shared). */
  streams: EventStreams
  tableSeats: number
}

/** One Server-Sent Events message. */
const frameOf = (id: number, type: string, data: string) => `id: ${id}\nevent: ${type}\ndata: ${data}\n\n`

export const liveRoutes: FastifyPluginAsyncTypebox<LiveRouteOptions> = async (app, options) => {
  const { store, clock, hub, streams, tableSeats } = options
  const defaults = defaultTableSettings(tableSeats)
  // Stub callers all see the same change of an event: its message is serialized and encoded once for all of them.
  const publicFrames = new WeakMap<TableEvent, Buffer>()

  // Streams never end by themselves: at shutdown every one ends at once (the client reconnects elsewhere).
  app.addHook('preClose', async () => {
    streams.closeAll()
    hub.close()
  })

  const { issueTicket, streamCaller } = streamTickets(store)

  app.post(
    '/api/tables/:tableId/ready',
    {
      config: { handlerTimeoutMs: STORE_WRITE_TIMEOUT_MS },
      schema: {
        operationId: 'markReady',
        summary: 'Say you are done with the open betting stage',
        description:
          'At an AUTO table the open betting stage closes at its deadline, or as soon as every seated player has ' +
          'called ready for it. Names the game and stage; refused (409) once that stage is closed or its ' +
          'deadline has passed. A repeated call changes nothing.',
        tags: ['games'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        body: Type.Ref(ReadyRequestSchema),
        response: {
          200: Type.Ref(TableStateSchema, { description: 'The state after the call (readySeats lists who is ready).' }),
          ...errorResponses(400, 401, 403, 409, 413, 414, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const table = await store.markReady(request.params.tableId, { caller: request.identity, ...request.body })
      clock.kick()
      return sendState(reply as FastifyReply, tableStateView(table, request.identity))
    },
  )

  app.post(
    '/api/tables/:tableId/events/tickets',
    {
      schema: {
        operationId: 'createEventTicket',
        summary: "A ticket for a browser's EventSource",
        description:
          `Browsers' EventSource cannot send the Authorization header, and a token never goes in a URL: ` +
          (`this answers a ticket to pass as ?ticket= to GET /api/tables/{tableId}/events instead. Single use; ` +
            `expires ` +
            `after ${EVENT_TICKET_SECONDS} s. The stream then shows what this caller may see.`),
        tags: ['events'],
        security: [{ bearerAuth: [] }],
        params: TableParamsSchema,
        response: {
          201: Type.Ref(EventTicketSchema, { description: 'The ticket.' }),
          ...errorResponses(400, 401, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return issueTicket(request.identity, request.params.tableId)
    },
  )

  app.get(
    '/api/tables/:tableId/events',
    {
      config: { ticketAuth: true },
      schema: {
        operationId: 'followTableEvents',
        summary: "Follow a table's changes as Server-Sent Events",
        description: [
          'A text/event-stream: first a `snapshot` event (the table as GET /api/tables/{tableId}/state shows it to ' +
            'you), then one event per change, in order: `table`, `seats`, `bet`, `ready`, `stage`.',
          "Each message has `id` (the table's event number: one more per change, no gaps), `event` (the type) and " +
            '`data` (JSON: type, eventId, at, and `change`, what the change changed as you may see it: fold it ' +
            "into the state you hold, as the TableChange schema says, to have the state right after it). A bet's " +
            "event is the bet, its seat's balance and the amount bet, the same size however many bets the game " +
            'has. Nothing unrevealed is ever in an event.',
          `Reconnect with Last-Event-ID to get every event after it (or a new snapshot when it is older than the ` +
            `last ` +
            (`1000 events the table keeps). A comment line every ${KEEP_ALIVE_MS / 1000} s keeps proxies from ` +
              `closing ` +
              `` +
              (`an idle stream. A client that falls ${STREAM_BUFFER_BYTES / 1024} KiB behind is disconnected and may ` +
                `resume.`)),
          'Authenticate with the Authorization header, or with ?ticket= from POST ' +
            '/api/tables/{tableId}/events/tickets (for EventSource).',
          "A verified player's own stream also gets `event: reality-check` (no id) when a reality check falls due " +
            'in their session.',
        ].join(' '),
        tags: ['events'],
        security: [{ bearerAuth: [] }, { eventTicket: [] }],
        params: TableParamsSchema,
        querystring: EventsQuerySchema,
        headers: EventsHeadersSchema,
        response: {
          200: {
            description:
              'A text/event-stream of messages `id: <eventId>`, `event: <type>`, `data: <JSON>`, with comment lines ' +
              "(`: keep-alive`) between. The schema and example are of one message's data: one of the event " +
              'schemas, by its type.',
            content: {
              'text/event-stream': {
                schema: { oneOf: STREAM_EVENT_SCHEMAS.map((schema) => Type.Ref(schema)) },
              },
            },
          },
          ...errorResponses(400, 401, 414, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { tableId } = request.params
      const caller = await streamCaller(request, request.query.ticket, tableId)
      const lastHeader = request.headers['last-event-id']
      const { write, stream } = streams.open(request, reply, caller)
      // HEAD: the stream is closed already; nothing to follow.
      if (request.method === 'HEAD') return
      // A verified player's own stream announces their reality checks as they fall due (no id: not a table event).
      const player = caller?.verified && !caller.operator ? caller.sub : undefined
      const reality =
        player === undefined
          ? undefined
          : createRealityAnnouncer(
              store,
              player,
              (data) => void write(`event: reality-check\ndata: ${JSON.stringify(data)}\n\n`),
              (err) =>
                request.log.warn(
                  { reason: err instanceof Error ? err.message : String(err) },
                  'a reality check could not be scheduled',
                ),
            )
      const watcher: EventWatcher = {
        tableId,
        lastEventId: undefined,
        deliver(event) {
          if (reality && event.type === 'bet' && (event.change as TableChange).bet?.playerId === player)
            reality.reschedule()
          const message = () =>
            frameOf(
              event.eventId,
              event.type,
              JSON.stringify({
                type: event.type,
                eventId: event.eventId,
                at: event.at,
                change: changeViewFor(event.change as TableChange, caller),
              }),
            )
          // A verified caller's view is their own: a message of theirs alone.
          if (caller?.verified) return write(message())
          let frame = publicFrames.get(event)
          if (frame === undefined) {
            frame = Buffer.from(message())
            publicFrames.set(event, frame)
          }
          return write(frame)
        },
      }
      hub.add(watcher)
      stream.onClose(() => {
        hub.remove(watcher)
        reality?.stop()
      })

      try {
        // Resume after Last-Event-ID when the table still keeps the next event; else start from a snapshot.
        let after = lastHeader === undefined ? undefined : Number(lastHeader)
        if (after !== undefined) {
          for (;;) {
            const { events, lastEventId, oldestKept } = await store.readEvents(tableId, after, 1000)
            if (after > lastEventId || (after < lastEventId && after + 1 < oldestKept)) {
              after = undefined
              break
            }
            for (const event of events) if (!watcher.deliver(event)) return
            after = events.at(-1)?.eventId ?? after
            if (events.length < 1000) break
          }
        }
        if (after === undefined) {
          const table = await storedOrEmptyTable(store, tableId, defaults)
          const now = Date.now()
          const view = tableStateView(table, caller, now)
          if (
            !write(
              frameOf(
                table.eventId,
                'snapshot',
                JSON.stringify({
                  type: 'snapshot',
                  eventId: table.eventId,
                  at: new Date(now).toISOString(),
                  state: view,
                }),
              ),
            )
          )
            return
          after = table.eventId
        }
        watcher.lastEventId = after
        hub.resume(watcher)
        reality?.reschedule()
      } catch (err) {
        request.log.warn(
          { reason: err instanceof Error ? err.message : String(err) },
          'an event stream could not start; it was closed',
        )
        stream.close()
      }
    },
  )
}
