// The events resource: a table's Server-Sent Events stream, one schema per event type, and stream tickets.

import { type Static, Type } from '@sinclair/typebox'
import { TABLE_EVENT_TYPES } from '../src/core/live.ts'
import { BetSchema } from './bets.ts'
import { ERROR_MESSAGE_KEY } from './common.ts'
import { SeatViewSchema, TableStateSchema } from './game.ts'

export const EVENT_TICKET_SECONDS = 30

const EVENT_DESCRIPTIONS: Record<(typeof TABLE_EVENT_TYPES)[number] | 'snapshot', string> = {
  snapshot:
    "The table as the state shows it to this caller: the stream's first event, and the first after a resume from an " +
    'event no longer kept.',
  table:
    'The table was created (`settings`), or the operator switched it, or all gaming, off (`disabled`) or on again ' +
    '(`unset` names `disabled`).',
  seats: 'A player sat down, topped up or left.',
  bet: 'A bet was placed or cancelled.',
  ready: 'A player called ready for the open betting stage.',
  stage: "The game's state changed: a game started, a stage was revealed, the river was settled, or the game ended.",
}

/** The state's fields a change may set or remove: the game's, the clock's and the table's; seats and bets have their
 * own. */
export const UNSETTABLE_FIELDS = [
  'gameId',
  'hands',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'serverSeed',
  'stageEndsAt',
  'disabled',
] as const

/** A bet the river settled: what changed on it. */
const SettledBetSchema = Type.Object(
  {
    betId: Type.Integer({ minimum: 1 }),
    playerId: Type.String(),
    status: Type.Union([Type.Literal('WON'), Type.Literal('LOST')], { description: 'WON includes ties.' }),
    payout: Type.Number({ description: 'What the bet paid, stake included; 0 for a lost bet.' }),
  },
  { additionalProperties: false },
)

const stateField = (name: keyof typeof TableStateSchema.properties) => Type.Optional(TableStateSchema.properties[name])

export const TableChangeSchema = Type.Object(
  {
    settings: stateField('settings'),
    gameState: stateField('gameState'),
    bettingStage: stateField('bettingStage'),
    gameId: stateField('gameId'),
    gamesStarted: stateField('gamesStarted'),
    hands: stateField('hands'),
    board: stateField('board'),
    seats: Type.Optional(
      Type.Array(SeatViewSchema, {
        description:
          'Every occupied seat, by seatId (at the river: the balances after the payouts; when a game ends: as they ' +
          "are, a voided game's stakes back on them).",
      }),
    ),
    serverSeedHash: stateField('serverSeedHash'),
    clientSeed: stateField('clientSeed'),
    nonce: stateField('nonce'),
    serverSeed: stateField('serverSeed'),
    handOdds: stateField('handOdds'),
    bets: Type.Optional(
      Type.Array(Type.Ref(BetSchema), {
        description:
          "Every bet of the game as it now is ([] when a game starts or ends); with verified tokens the caller's " +
          "own (an operator's: all).",
      }),
    ),
    settled: Type.Optional(
      Type.Array(SettledBetSchema, {
        description:
          "At the river: every bet it settled, in betId order, with its result and payout; put each one's status " +
          "and payout on the bet in `bets` with its betId. With verified tokens the caller's own (an " +
          "operator's: all).",
      }),
    ),
    totals: Type.Optional(
      Type.Object(
        {
          gamesPlayed: Type.Optional(Type.Integer({ minimum: 0 })),
          amountBet: Type.Optional(Type.Number()),
          amountPaidOut: Type.Optional(Type.Number()),
          realisedRtp: Type.Optional(Type.Number()),
        },
        { additionalProperties: false, description: "The totals that changed, merged into the state's totals." },
      ),
    ),
    stageEndsAt: stateField('stageEndsAt'),
    readySeats: stateField('readySeats'),
    disabled: stateField('disabled'),
    bet: Type.Optional(
      Type.Ref(BetSchema, {
        description:
          'A bet placed or cancelled: put in `bets` in place of the bet with its betId, or added (with verified ' +
          "tokens only the caller's own).",
      }),
    ),
    seat: Type.Optional(
      Type.Object(SeatViewSchema.properties, {
        additionalProperties: false,
        description:
          'A seat taken, topped up, or whose balance a bet moved: put in `seats` in place of the seat with its ' +
          'seatId, or added.',
      }),
    ),
    seatLeft: Type.Optional(Type.Integer({ minimum: 1, description: 'A seat its player left: removed from `seats`.' })),
    unset: Type.Optional(
      Type.Array(Type.Union(UNSETTABLE_FIELDS.map((field) => Type.Literal(field))), {
        description:
          'Fields the state no longer has (a game ended: its id, hands and seeds; a stage without a deadline).',
      }),
    ),
  },
  {
    $id: 'TableChange',
    additionalProperties: false,
    description:
      'What one change changed. Fold it into the state you hold: remove the `unset` fields, set each other field ' +
      'given (`totals` merged), put `bet` in `bets` and `seat` in `seats` in place of the one with the same id ' +
      '(or add it), put the status and payout of each `settled` bet on the bet in `bets` with its betId, remove ' +
      "`seatLeft` from `seats`, then take the event's eventId and `at` as the state's eventId and serverTime. " +
      'The result is the state GET /api/tables/{tableId}/state showed you then (but serverTime).',
  },
)
export type TableChange = Static<typeof TableChangeSchema>

const EVENT_FIELDS = {
  eventId: Type.Integer({
    minimum: 0,
    description: "The table's event number (also the SSE id): one more with every change, no gaps.",
  }),
  at: Type.String({
    format: 'date-time',
    description: 'When the change was applied (for a snapshot: when it was read).',
  }),
}

const eventSchema = (type: (typeof TABLE_EVENT_TYPES)[number], id: string) =>
  Type.Object(
    {
      type: Type.Literal(type),
      ...EVENT_FIELDS,
      change: Type.Ref(TableChangeSchema, { description: 'What the change changed, as you may see it.' }),
    },
    {
      $id: id,
      additionalProperties: false,
      description: `The data of an \`event: ${type}\` message. ${EVENT_DESCRIPTIONS[type]}`,
    },
  )

export const SnapshotEventSchema = Type.Object(
  {
    type: Type.Literal('snapshot'),
    ...EVENT_FIELDS,
    state: Type.Ref(TableStateSchema, {
      description: 'The table exactly as GET /api/tables/{tableId}/state showed it to this caller then.',
    }),
  },
  {
    $id: 'SnapshotEvent',
    additionalProperties: false,
    description: `The data of an \`event: snapshot\` message. ${EVENT_DESCRIPTIONS.snapshot}`,
  },
)
export const TableCreatedEventSchema = eventSchema('table', 'TableCreatedEvent')
export const SeatsEventSchema = eventSchema('seats', 'SeatsEvent')
export const BetEventSchema = eventSchema('bet', 'BetEvent')
export const ReadyEventSchema = eventSchema('ready', 'ReadyEvent')
export const StageEventSchema = eventSchema('stage', 'StageEvent')
export type SnapshotEvent = Static<typeof SnapshotEventSchema>
export const RealityCheckEventSchema = Type.Object(
  {
    type: Type.Literal('reality-check'),
    playerId: Type.String(),
    dueAt: Type.String({
      format: 'date-time',
      description: 'When the check fell due: the next bet is refused (409 REALITY_CHECK_DUE) until acknowledged.',
    }),
    session: Type.Object(
      { startedAt: Type.String({ format: 'date-time' }), minutesPlayed: Type.Integer({ minimum: 0 }) },
      { additionalProperties: false },
    ),
  },
  {
    $id: 'RealityCheckEvent',
    additionalProperties: false,
    description:
      "The data of an `event: reality-check` message, on a verified player's own stream only and without an id (it " +
      "is not a change of the table): a reality check fell due in the player's session. Acknowledge it with " +
      'POST /api/players/{playerId}/reality-check/ack.',
  },
)
/** Every event schema, the snapshot first: one of them is each message's data. */
export const STREAM_EVENT_SCHEMAS = [
  SnapshotEventSchema,
  TableCreatedEventSchema,
  SeatsEventSchema,
  BetEventSchema,
  ReadyEventSchema,
  StageEventSchema,
  RealityCheckEventSchema,
]

/** The ?ticket= of a stream, from the operation that issues it. */
const ticketQuery = (issuer: string) =>
  Type.Object(
    {
      ticket: Type.Optional(
        Type.String({
          minLength: 20,
          maxLength: 100,
          pattern: '^[A-Za-z0-9_-]+$',
          description:
            `A ticket from ${issuer}, for clients that cannot send the Authorization header (a browser's ` +
            `EventSource): single use, ${EVENT_TICKET_SECONDS} s.`,
          [ERROR_MESSAGE_KEY]: `ticket must be a ticket from ${issuer}.`,
        }),
      ),
    },
    { additionalProperties: false },
  )
export const EventsQuerySchema = ticketQuery('POST /api/tables/{tableId}/events/tickets')
export const FloorEventsQuerySchema = ticketQuery('POST /api/operator/events/tickets')

export const FloorEventSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1, description: 'The table that changed.' }),
    type: Type.Union(TABLE_EVENT_TYPES.map((type) => Type.Literal(type))),
    ...EVENT_FIELDS,
    change: Type.Ref(TableChangeSchema, { description: 'What the change changed, as an operator sees it.' }),
  },
  {
    $id: 'FloorEvent',
    additionalProperties: false,
    description: "The data of a message on the operator's stream of every table: one table's event, with its tableId.",
  },
)

export const EventsHeadersSchema = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,15}$',
      description:
        'Resume after this event: every later event follows, or a new snapshot when it is older than the events the ' +
        'table keeps.',
      [ERROR_MESSAGE_KEY]: 'Last-Event-ID must be an event number.',
    }),
  ),
})

export const EventTicketSchema = Type.Object(
  {
    ticket: Type.String({ description: 'Pass as ?ticket= to GET /api/tables/{tableId}/events; single use.' }),
    expiresAt: Type.String({
      format: 'date-time',
      description: `When the ticket expires (${EVENT_TICKET_SECONDS} s after it was issued) if unused.`,
    }),
  },
  { $id: 'EventTicket', additionalProperties: false },
)
export type EventTicket = Static<typeof EventTicketSchema>

export const EVENT_SCHEMAS = [
  TableChangeSchema,
  SnapshotEventSchema,
  TableCreatedEventSchema,
  SeatsEventSchema,
  BetEventSchema,
  ReadyEventSchema,
  StageEventSchema,
  RealityCheckEventSchema,
  FloorEventSchema,
  EventTicketSchema,
]
