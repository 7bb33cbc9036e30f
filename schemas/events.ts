// The events resource: a table's Server-Sent Events stream, one schema per event type, and stream tickets.

import { Type, type Static } from '@sinclair/typebox'
import { TABLE_EVENT_TYPES } from '../src/core/live.ts'
import { ERROR_MESSAGE_KEY } from './common.ts'
import { TableStateSchema } from './game.ts'

export const EVENT_TICKET_SECONDS = 30

const EVENT_DESCRIPTIONS: Record<(typeof TABLE_EVENT_TYPES)[number] | 'snapshot', string> = {
  snapshot: "The table as the state shows it to this caller: the stream's first event, and the first after a resume from an event no longer kept.",
  table: 'The table was created.',
  seats: 'A player sat down, topped up or left.',
  bet: 'A bet was placed or cancelled.',
  ready: 'A player called ready for the open betting stage.',
  stage: "The game's state changed: a game started, a stage was revealed, the river was settled, or the game ended.",
}

const eventSchema = (type: keyof typeof EVENT_DESCRIPTIONS, id: string) =>
  Type.Object(
    {
      type: Type.Literal(type),
      eventId: Type.Integer({ minimum: 0, description: "The table's event number (also the SSE id): one more with every change, no gaps." }),
      at: Type.String({ format: 'date-time', description: 'When the change was applied (for a snapshot: when it was read).' }),
      state: Type.Ref(TableStateSchema, { description: 'The table right after the change, exactly as GET /api/tables/{tableId}/state showed it to this caller then.' }),
    },
    { $id: id, additionalProperties: false, description: `The data of an \`event: ${type}\` message. ${EVENT_DESCRIPTIONS[type]}` },
  )

export const SnapshotEventSchema = eventSchema('snapshot', 'SnapshotEvent')
export const TableCreatedEventSchema = eventSchema('table', 'TableCreatedEvent')
export const SeatsEventSchema = eventSchema('seats', 'SeatsEvent')
export const BetEventSchema = eventSchema('bet', 'BetEvent')
export const ReadyEventSchema = eventSchema('ready', 'ReadyEvent')
export const StageEventSchema = eventSchema('stage', 'StageEvent')
export type StreamEvent = Static<typeof SnapshotEventSchema>

export const EventsQuerySchema = Type.Object(
  {
    ticket: Type.Optional(
      Type.String({
        minLength: 20,
        maxLength: 100,
        pattern: '^[A-Za-z0-9_-]+$',
        description: `A ticket from POST /api/tables/{tableId}/events/tickets, for clients that cannot send the Authorization header (a browser's EventSource): single use, ${EVENT_TICKET_SECONDS} s.`,
        [ERROR_MESSAGE_KEY]: 'ticket must be a ticket from POST /api/tables/{tableId}/events/tickets.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const EventsHeadersSchema = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}$',
      description: 'Resume after this event: every later event follows, or a new snapshot when it is older than the events the table keeps.',
      [ERROR_MESSAGE_KEY]: 'Last-Event-ID must be an event number.',
    }),
  ),
})

export const EventTicketSchema = Type.Object(
  {
    ticket: Type.String({ description: 'Pass as ?ticket= to GET /api/tables/{tableId}/events; single use.' }),
    expiresAt: Type.String({ format: 'date-time', description: `When the ticket expires (${EVENT_TICKET_SECONDS} s after it was issued) if unused.` }),
  },
  { $id: 'EventTicket', additionalProperties: false },
)
export type EventTicket = Static<typeof EventTicketSchema>

export const EVENT_SCHEMAS = [
  SnapshotEventSchema,
  TableCreatedEventSchema,
  SeatsEventSchema,
  BetEventSchema,
  ReadyEventSchema,
  StageEventSchema,
  EventTicketSchema,
]
