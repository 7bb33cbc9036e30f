// The instance's Server-Sent Events streams: taking over a response as a stream within the instance's and the
// caller's limits, writing messages to it (a slow reader is dropped), keep-alive comments, and closing them all.

import type { ServerResponse } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Caller, callerKey } from '../core/callers.ts'
import { DomainError } from '../core/errors.ts'

/** A stream whose client has not read this much of what was sent is closed (the client may resume). */
export const STREAM_BUFFER_BYTES = 256 * 1024
/** How long a client waits before reconnecting, sent as the stream's `retry:`. */
const RETRY_MS = 1_000

const CRLF = Buffer.from('\r\n', 'latin1')
/** Shared messages (a Buffer: one encoding for every stub caller's stream) as chunks, made once each. */
const sharedChunks = new WeakMap<Buffer, Buffer>()

/**
 * A message as one chunk of a chunked HTTP/1.1 body, as `res.write` would frame it: its size in hex, CRLF, it, CRLF.
 * A shared message comes as a Buffer and its chunk is kept for the next stream; a stream's own comes as a string.
 */
function chunkOf(frame: string | Buffer): Buffer {
  const shared = typeof frame === 'string' ? undefined : sharedChunks.get(frame)
  if (shared) return shared
  const body = typeof frame === 'string' ? Buffer.from(frame) : frame
  const chunk = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'), body, CRLF])
  if (typeof frame !== 'string') sharedChunks.set(frame, chunk)
  return chunk
}

export interface OpenStream {
  res: ServerResponse
  close(): void
  onClose(fn: () => void): void
}

export interface EventStreamOptions {
  maxStreams: number
  maxStreamsPerCaller: number
  /** A comment line this often keeps proxies from closing an idle stream. */
  keepAliveMs: number
}

export interface EventStreams {
  /**
   * Takes over the response as an event stream within the instance's and the caller's stream limits (else a 503 or
   * 429 before anything is sent). `write` sends one message and answers false once the stream is closed or its client
   * too far behind (the stream is then closed); `onClose` runs once when it closes, however that happens. A HEAD
   * request gets the headers and the end (`stream` is then closed already).
   */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller | null,
  ): { write: (frame: string | Buffer) => boolean; stream: OpenStream }
  /** Stops the keep-alive comments and ends every stream (the clients reconnect elsewhere). */
  closeAll(): void
}

export function createEventStreams({ maxStreams, maxStreamsPerCaller, keepAliveMs }: EventStreamOptions): EventStreams {
  const streams = new Set<OpenStream>()
  const perCaller = new Map<string, number>()
  const keepAlive = setInterval(() => {
    for (const stream of streams) stream.res.write(': keep-alive\n\n')
  }, keepAliveMs)
  keepAlive.unref()

  function open(request: FastifyRequest, reply: FastifyReply, caller: Caller | null) {
    const key = callerKey(caller ? { ...caller, address: request.ip } : { verified: false, address: request.ip })
    if (streams.size >= maxStreams) {
      throw new DomainError(
        'STORE_LIMIT_REACHED',
        `This instance serves the most event streams it allows (${maxStreams}); retry shortly.`,
      )
    }
    if ((perCaller.get(key) ?? 0) >= maxStreamsPerCaller) {
      throw new DomainError(
        'CALLER_LIMIT_REACHED',
        `You have ${maxStreamsPerCaller} event streams open, the most one caller may; close one first.`,
      )
    }
    reply.hijack()
    const res = reply.raw
    request.raw.socket.setTimeout(0)
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      // A stream's connection is never reused: when the stream ends (shutdown, a slow reader) the socket closes.
      connection: 'close',
    })
    let closed = false
    const closing: (() => void)[] = []
    const stream: OpenStream = {
      res,
      close() {
        if (closed) return
        closed = true
        streams.delete(stream)
        const left = (perCaller.get(key) ?? 1) - 1
        if (left === 0) perCaller.delete(key)
        else perCaller.set(key, left)
        for (const fn of closing) fn()
        res.end()
      },
      onClose: (fn) => void closing.push(fn),
    }
    streams.add(stream)
    perCaller.set(key, (perCaller.get(key) ?? 0) + 1)
    res.on('close', () => stream.close())
    const write = (frame: string | Buffer): boolean => {
      if (closed || res.destroyed || res.writableEnded) {
        stream.close()
        return false
      }
      // A chunked body (any HTTP/1.1 GET): the message as a ready chunk, straight to the socket. An event goes to
      // thousands of streams at once, and res.write would frame it and cork and uncork the socket for each of them
      // (docs/performance.md, live tables). A HEAD or HTTP/1.0 answer has no chunks: res.write.
      const socket = res.socket
      if (res.chunkedEncoding && socket) socket.write(chunkOf(frame))
      else res.write(frame)
      // res.writableLength counts what the socket still holds, whichever way it was written.
      if (res.writableLength > STREAM_BUFFER_BYTES) {
        stream.close()
        return false
      }
      return true
    }
    res.write(`retry: ${RETRY_MS}\n\n`)
    // HEAD: the headers a GET gets, and the end (no body to stream).
    if (request.method === 'HEAD') stream.close()
    return { write, stream }
  }

  return {
    open,
    closeAll() {
      clearInterval(keepAlive)
      for (const stream of [...streams]) stream.close()
    },
  }
}
