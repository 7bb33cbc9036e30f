// Follows a table's events (GET /api/tables/{tableId}/events) with the Authorization header, folds each change into
// the table's state, and resumes after a dropped connection from the last event received, so no event is missed or
// handed over twice. Self-contained: fetch and streams only, as in browsers and Node.

import type { components } from './schema.ts'
import { foldTableEvent, type TableEventMessage } from './table-view.js'

export type { TableEventMessage } from './table-view.js'

/**
 * One event as handed to onEvent: its type and number, when it happened, the table's state right after it as you may
 * see it (the snapshot's, or the events so far folded in), and, but for a snapshot, what it changed.
 */
export interface TableEventData {
  type: TableEventMessage['type']
  eventId: number
  at: string
  state: components['schemas']['TableState']
  change?: components['schemas']['TableChange']
}

export interface FollowTableOptions {
  /** Where the service listens, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string
  tableId: number
  /** The bearer access token, or a function giving the current one (asked again at every reconnect). */
  token: string | (() => string | Promise<string>)
  /** Called for each event, in order, once, with the table's state after it. */
  onEvent(event: TableEventData): void
  /** Resume after this event number from `state`, the state as of that event (default: start from a snapshot). */
  resume?: { lastEventId: number; state: components['schemas']['TableState'] }
  /** Stops following. */
  signal?: AbortSignal
  /** Wait before a reconnect, in ms (default: what the stream's `retry:` says, else 1,000). */
  retryMs?: number
  /** Called when the connection dropped, before reconnecting (for logs and tests). */
  onDrop?(error: unknown): void
  /** Replaces the global fetch. */
  fetch?: typeof fetch
}

/** Follows the table until `signal` aborts; resolves then. An answer other than 200 (401, 429, ...) rejects. */
export async function followTable(options: FollowTableOptions): Promise<void> {
  const { baseUrl, tableId, token, onEvent, signal } = options
  const fetchImpl = options.fetch ?? fetch
  let lastEventId = options.resume?.lastEventId
  let state = options.resume?.state
  let retryMs = options.retryMs ?? 1_000
  while (!signal?.aborted) {
    try {
      const bearer = typeof token === 'function' ? await token() : token
      const headers: Record<string, string> = { authorization: `Bearer ${bearer}`, accept: 'text/event-stream' }
      if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId)
      const response = await fetchImpl(`${baseUrl}/api/tables/${tableId}/events`, { headers, signal })
      if (response.status !== 200 || !response.body) {
        const text = await response.text().catch(() => '')
        throw Object.assign(new Error(`events stream answered ${response.status}: ${text}`), {
          status: response.status,
          final: true,
        })
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          let data = ''
          let id: string | undefined
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) data += line.slice(6)
            else if (line.startsWith('id: ')) id = line.slice(4)
            else if (line.startsWith('retry: ') && options.retryMs === undefined)
              retryMs = Number(line.slice(7)) || retryMs
          }
          if (!data) continue
          const event = JSON.parse(data) as TableEventMessage
          // A snapshot after a resume restarts the numbering from the table as it is now.
          if (lastEventId !== undefined && event.type !== 'snapshot' && event.eventId <= lastEventId) continue
          lastEventId = id === undefined ? event.eventId : Number(id)
          state = foldTableEvent(state, event)
          onEvent({
            type: event.type,
            eventId: event.eventId,
            at: event.at,
            state,
            ...(event.type === 'snapshot' ? {} : { change: event.change }),
          })
        }
      }
      options.onDrop?.(new Error('the stream ended'))
    } catch (err) {
      if (signal?.aborted) return
      if ((err as { final?: boolean }).final) throw err
      options.onDrop?.(err)
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs))
  }
}
