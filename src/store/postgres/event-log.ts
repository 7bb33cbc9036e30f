// The event log on PostgreSQL, which tables, games, bets and switches share: each table's events numbered under the
// table's row lock, kept as what each change changed (a placed bet's rendered from its row when read), announced to
// every instance right after their commit, and heard through one LISTEN connection per instance.

import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Bet } from '../../core/bets.ts'
import type { TableEventType } from '../../core/live.ts'
import type { EventChangeView, TableChange, TableEvent } from '../../ports/event-store.ts'
import type { TableHead } from '../../ports/table-store.ts'
import type { CommitHooks, PgContext } from './connection.ts'
import { describeFailure } from './errors.ts'
import { headOf } from './reads.ts'
import {
  type BetRow,
  betOf,
  NOW_MS,
  placedMsOf,
  SEATS_JSON,
  type SeatRow,
  TABLE_COLUMNS,
  type TableRow,
  toSafeInteger,
} from './rows.ts'

/**
 * The channel every instance of one store LISTENs on; a notification's payload is `tableId:eventId` (a few bytes).
 * Channels belong to the database, not to a schema: a store in another schema of the same database has a channel of
 * its own (named by a hash of the schema: the name stays short), so one never hears of another's tables.
 */
export function eventsChannel(schema: string): string {
  return schema === 'public'
    ? 'table_events'
    : `table_events_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`
}

/** An event with, for a placed bet's, what the bet changed and the bet as placed (its current status is not the
 * event's). */
export const EVENT_SELECT = `SELECT e.event_id, e.type, e.at, e.view, e.settled_game, e.bet_id, e.seat_id,
  e.seat_balance_cents, e.amount_bet_cents,
    b.game_id, b.betting_stage, b.hand_index, b.player_id, b.stake_cents, b.recorded_odds_tenths,
    ${placedMsOf('b.placed_at')}
  FROM table_events e LEFT JOIN bets b ON b.bet_id = e.bet_id`

export interface EventRow {
  event_id: string
  type: TableEventType
  at: Date
  /** What the change changed, as rendered (the column's name is older than the change it holds); null for a placed bet.
   * */
  view: unknown
  /** The game a river's event settled: its results are that game's bets as settled, added when read. */
  settled_game: number | null
  bet_id: string | null
  seat_id: number | null
  seat_balance_cents: string | null
  amount_bet_cents: string | null
  game_id: number | null
  betting_stage: number | null
  hand_index: number | null
  player_id: string | null
  stake_cents: string | null
  recorded_odds_tenths: string | null
  placed_ms: number | null
}

/** An event's row as a change keeps it: its type, what it changed (JSON) and, for a river, the game it settled. */
export interface EventRowToKeep {
  type: TableEventType
  view: string
  settledGame: number | null
}

/**
 * The data-modifying CTE body that keeps an event numbered by the same statement: `numbered` names a CTE returning
 * the table's new event_seq and now_ms (the event's time); `type`, `view` and `settledGame` are parameters of an
 * EventRowToKeep. The caller then calls EventLog.kept with the number.
 */
export const keepNumberedEventSql = (numbered: string, type: string, view: string, settledGame: string) =>
  `INSERT INTO table_events (table_id, event_id, type, at, view, settled_game)
   SELECT $1, event_seq, ${type}, to_timestamp(now_ms / 1000.0), ${view}, ${settledGame} FROM ${numbered}`

/** The events a change keeps and announces, and the connection every instance hears of them on. */
export interface EventLog extends CommitHooks {
  /**
   * Numbers the change (event_seq + 1 under the row lock: no gaps, in commit order) and keeps the event with what
   * `changeOf` says it changed, given the table's head as it now is (this transaction's writes included), to be
   * announced to every instance once the transaction commits.
   */
  emit(client: pg.PoolClient, tableId: number, changeOf: (head: TableHead) => TableChange): Promise<void>
  /**
   * Keeps event `eventId` (already numbered under the row lock) with what `change` changed, announced to every
   * instance once the transaction commits (events leave by the hour: migration 034).
   */
  keepEvent(client: pg.PoolClient, tableId: number, eventId: number, atMs: number, change: TableChange): Promise<void>
  /**
   * The row `change` keeps as its event, for a statement of the caller's that numbers the change and writes the event
   * at once: its type, what it changed as rendered at `atMs`, and for a river the game it settled. The caller then
   * calls `kept` with the number its statement gave it.
   */
  eventRow(change: TableChange, atMs: number): EventRowToKeep
  /** Event `eventId`, written by the transaction's own statement from eventRow: announced once it commits. */
  kept(client: pg.PoolClient, tableId: number, eventId: number): Promise<void>
  /** Announces a committed change's event to every instance; resolves once the notification is sent (or failed). */
  announce(tableId: number, eventId: number): Promise<void>
  /** Starts listening: every event committed after it resolves is heard. */
  listen(): Promise<void>
  onEvent(listener: (tableId: number, eventId: number) => void): () => void
  /**
   * The events of `rows` with what each changed (a placed bet's rendered from its row, a river's results from
   * `settled`, the settled bets of the games the rows name, by game).
   */
  render(tableId: number, rows: EventRow[], settled: ReadonlyMap<number, Bet[]>): TableEvent[]
  /** Waits for the announcements under way and stops listening. */
  close(): Promise<void>
}

export function createEventLog(
  ctx: PgContext,
  schema: string | undefined,
  eventChange: EventChangeView | undefined,
): EventLog {
  const { pool, logger, defaultSeats } = ctx

  /** The store's channel: named by the schema given, else the one the connections use (asked once it is reachable). */
  let channel: string | undefined = schema === undefined ? undefined : eventsChannel(schema)
  async function channelName(): Promise<string> {
    channel ??= eventsChannel(
      (await pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0].schema,
    )
    return channel
  }
  /** Events kept by each open transaction, by table (the newest): announced once it commits, forgotten if it does not.
   * */
  const keptEvents = new Map<pg.PoolClient, Map<number, number>>()

  async function emit(
    client: pg.PoolClient,
    tableId: number,
    changeOf: (head: TableHead) => TableChange,
  ): Promise<void> {
    // Numbered with the table's row and seats as they now are (this transaction's writes included) in one statement.
    const numbered = (
      await client.query<TableRow & { now_ms: number; seats_json: SeatRow[] }>({
        name: 'number_event',
        text: `WITH numbered AS (UPDATE tables SET event_seq = event_seq + 1 WHERE table_id = $1 RETURNING *)
          SELECT ${TABLE_COLUMNS}, ${NOW_MS} AS now_ms, ${SEATS_JSON} AS seats_json FROM numbered`,
        values: [tableId],
      })
    ).rows[0]
    const eventId = toSafeInteger(numbered.event_seq, 'event_seq')
    await keepEvent(
      client,
      tableId,
      eventId,
      Number(numbered.now_ms),
      changeOf(headOf(tableId, numbered, defaultSeats)),
    )
  }

  function eventRow(change: TableChange, atMs: number): EventRowToKeep {
    // A river's results are its game's bets as now settled, which never change again: the event names the game and
    // they are added from the bets when it is read, not written here (their JSON grows with the bets, inside the lock).
    const settledGame =
      change.type === 'stage' && change.table.state === 'STATUS_RIVER' && change.table.game
        ? change.table.game.gameId
        : null
    const written =
      settledGame === null || change.type !== 'stage' ? change : { ...change, table: { ...change.table, bets: [] } }
    return { type: change.type, view: JSON.stringify(eventChange ? eventChange(written, atMs) : null), settledGame }
  }

  async function kept(client: pg.PoolClient, tableId: number, eventId: number): Promise<void> {
    const byTable = keptEvents.get(client) ?? new Map<number, number>()
    byTable.set(tableId, Math.max(eventId, byTable.get(tableId) ?? 0))
    keptEvents.set(client, byTable)
  }

  async function keepEvent(
    client: pg.PoolClient,
    tableId: number,
    eventId: number,
    atMs: number,
    change: TableChange,
  ): Promise<void> {
    const row = eventRow(change, atMs)
    await client.query({
      name: 'keep_event',
      text:
        'INSERT INTO table_events (table_id, event_id, type, at, view, settled_game) VALUES ($1, $2, $3, ' +
        'to_timestamp($4 / 1000.0), $5, $6)',
      values: [tableId, eventId, row.type, atMs, row.view, row.settledGame],
    })
    await kept(client, tableId, eventId)
  }

  /** The events of `rows` (from one table): what each changed, as kept, a placed bet's rendered from its row, a river's
   * with its results. */
  function render(tableId: number, rows: EventRow[], settled: ReadonlyMap<number, Bet[]>): TableEvent[] {
    return rows.map((row) => ({
      tableId,
      eventId: toSafeInteger(row.event_id, 'event_id'),
      type: row.type,
      at: row.at.toISOString(),
      change: changeOf(row, settled),
    }))
  }

  function changeOf(row: EventRow, settled: ReadonlyMap<number, Bet[]>): unknown {
    if (row.settled_game !== null && row.view !== null && eventChange) {
      return {
        ...(row.view as object),
        ...(eventChange({ type: 'settled', bets: settled.get(row.settled_game) ?? [] }, row.at.getTime()) as object),
      }
    }
    if (row.view !== null || row.bet_id === null || !eventChange) return row.view
    const bet = betOf({ ...row, status: 'OPEN', payout_cents: null, bet_id: row.bet_id } as BetRow)
    return eventChange(
      {
        type: 'bet',
        bet,
        seatBalanceCents: toSafeInteger(row.seat_balance_cents!, 'seat_balance_cents'),
        amountBetCents: toSafeInteger(row.amount_bet_cents!, 'amount_bet_cents'),
      },
      row.at.getTime(),
    )
  }

  // Events are announced right after their change commits, never by a NOTIFY inside it: PostgreSQL serializes the
  // commits of every notifying transaction, WAL flush included. The changes that complete in one turn of the event
  // loop go in one statement, each table's newest event once; a notifying statement that writes nothing holds that
  // lock only for an instant.
  let batch: { events: Map<number, number>; sent: Promise<void> } | undefined
  const announcing = new Set<Promise<void>>()

  function announce(tableId: number, eventId: number): Promise<void> {
    if (!batch) {
      const events = new Map<number, number>()
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        batch = undefined
        const payloads = [...events].map(([id, last]) => `${id}:${last}`)
        try {
          await pool.query({
            name: 'announce',
            text: `SELECT pg_notify($2, p) FROM unnest($1::text[]) AS p`,
            values: [payloads, await channelName()],
          })
        } catch (err) {
          // The changes are committed with their events: watchers elsewhere get them with their tables' next change.
          logger?.warn(
            { reason: describeFailure(err) ?? (err as Error).message, tables: payloads.length },
            'Table events could not be announced; watchers get them with the next change of their tables.',
          )
        }
      })
      batch = { events, sent }
      announcing.add(sent)
      void sent.then(() => announcing.delete(sent))
    }
    batch.events.set(tableId, Math.max(eventId, batch.events.get(tableId) ?? 0))
    return batch.sent
  }

  // One connection per instance LISTENs for every table's events; it reconnects after a failure and then tells the
  // listeners (tableId 0) that notifications may have been missed, so they re-read what they watch.
  const eventListeners = new Set<(tableId: number, eventId: number) => void>()
  let listener: pg.Client | undefined
  let listenRetry: NodeJS.Timeout | undefined
  async function listen(): Promise<void> {
    if (listener || ctx.isClosing()) return
    const client = new ctx.Client(ctx.connection)
    listener = client
    const lost = (err?: Error) => {
      if (listener !== client) return
      listener = undefined
      if (err) {
        // Lost with its host, or refused on a standby ("cannot execute LISTEN during recovery", 25006): the primary
        // may have changed.
        ctx.primary?.suspect(err)
        logger?.warn({ reason: describeFailure(err) ?? err.message }, 'PostgreSQL event listener lost; reconnecting.')
      }
      client.end().catch(() => {})
      if (!ctx.isClosing())
        listenRetry = setTimeout(() => void listen().then(() => eventListeners.forEach((l) => l(0, 0))), 500)
    }
    client.on('error', lost)
    client.on('end', () => lost())
    client.on('notification', (message) => {
      const [tableId, eventId] = (message.payload ?? '').split(':').map(Number)
      if (tableId > 0 && eventId > 0) for (const l of eventListeners) l(tableId, eventId)
    })
    try {
      await client.connect()
      const name = await channelName()
      await client.query(`LISTEN ${name}`)
    } catch (err) {
      lost(err as Error)
    }
  }

  return {
    emit,
    keepEvent,
    eventRow,
    kept,
    announce,
    listen,
    render,

    committed(client) {
      const committed = keptEvents.get(client)
      return committed && (() => Promise.all([...committed].map(([tableId, eventId]) => announce(tableId, eventId))))
    },

    forget(client) {
      keptEvents.delete(client)
    },

    onEvent(listener) {
      eventListeners.add(listener)
      return () => eventListeners.delete(listener)
    },

    async close() {
      clearTimeout(listenRetry)
      await Promise.all(announcing)
      await listener?.end().catch(() => {})
    },
  }
}
