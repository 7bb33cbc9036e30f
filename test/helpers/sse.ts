// A Server-Sent Events reader for tests: opens a stream with fetch, parses its messages, waits for one, and folds a
// table's events into its state as a follower does.

import type { TableState } from '../../schemas/game.ts'
import { foldTableEvent } from '../../src/client/table-view.js'

export interface SseMessage {
  id?: string
  event?: string
  data: string
}

export interface SseStream {
  status: number
  headers: Headers
  /** Messages received so far (comments excluded), in order. */
  messages: SseMessage[]
  /** Comment lines received so far (": keep-alive"). */
  comments: string[]
  /** Everything the stream carried, as text (for scanning). */
  text(): string
  /** Resolves with the first message (from index `from`) that `match` accepts; rejects when the stream ends first or
   * after `ms`. */
  next(match?: (message: SseMessage) => boolean, ms?: number, from?: number): Promise<SseMessage>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController()
  const response = await fetch(url, { headers, signal: abort.signal })
  const messages: SseMessage[] = []
  const comments: string[] = []
  let raw = ''
  let buffer = ''
  const waiters = new Set<() => void>()
  let done = false
  const wake = () => waiters.forEach((w) => w())
  const ended = (async () => {
    if (!response.body) return
    const decoder = new TextDecoder()
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true })
        raw += text
        buffer += text
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const message: SseMessage = { data: '' }
          let isMessage = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line)
            else if (line.startsWith('id: ')) message.id = line.slice(4)
            else if (line.startsWith('event: ')) message.event = line.slice(7)
            else if (line.startsWith('data: ')) {
              message.data += line.slice(6)
              isMessage = true
            }
          }
          if (isMessage) messages.push(message)
        }
        wake()
      }
    } catch {
      // aborted by close()
    } finally {
      done = true
      wake()
    }
  })()
  return {
    status: response.status,
    headers: response.headers,
    messages,
    comments,
    text: () => raw,
    next(match = () => true, ms = 15_000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match)
          if (found) finish(() => resolve(found))
          else if (done)
            finish(() => reject(new Error(`the stream ended without the message; it had ${messages.length}`)))
        }
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no such message within ${ms} ms; ${messages.length} received`))),
          ms,
        )
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          waiters.delete(check)
          settle()
        }
        waiters.add(check)
        check()
      })
    },
    ended,
    close: () => abort.abort(),
  }
}

/** The JSON data of a message. */
export const dataOf = <T = any>(message: SseMessage): T => JSON.parse(message.data) as T

/**
 * The table's state after each of a stream's messages, as a follower folds them (src/client/table-view.js): from the
 * first snapshot, or from `base` when the stream resumed without one. Grows as messages arrive.
 */
export function foldedStates(stream: Pick<SseStream, 'messages'>, base?: TableState): () => TableState[] {
  const states: TableState[] = []
  return () => {
    for (let i = states.length; i < stream.messages.length; i++) {
      const before = i === 0 ? base : states[i - 1]
      states.push(foldTableEvent(before, dataOf(stream.messages[i])))
    }
    return states
  }
}

/** Resolves with the first message (and the state after it) whose folded state `match` accepts. */
export async function nextState(
  stream: SseStream,
  states: () => TableState[],
  match: (state: TableState, message: SseMessage) => boolean,
  ms?: number,
) {
  const message = await stream.next((m) => {
    const all = states()
    const index = stream.messages.indexOf(m)
    return index < all.length && match(all[index], m)
  }, ms)
  return { message, state: states()[stream.messages.indexOf(message)] }
}
