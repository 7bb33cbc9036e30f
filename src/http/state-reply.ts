// A table's state as an answer: serialized once, by the route's own serializer, and its ETag made from those bytes.

import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { TableState } from '../../schemas/game.ts'

const SERVER_TIME = Buffer.from('"serverTime":"')
const QUOTE = 0x22

/**
 * A strong ETag of a serialized state's bytes: changes whenever anything in it changes but the time it was made (the
 * serverTime value is left out of the hash). A quote inside a JSON string is escaped, and no byte of a multi-byte
 * UTF-8 character is a quote, so the key is found only as the state's own field.
 */
export function stateEtag(body: Buffer): string {
  const hash = createHash('sha256')
  // Searched from the end: serverTime follows the bets, and the key occurs once.
  const key = body.lastIndexOf(SERVER_TIME)
  if (key < 0) hash.update(body)
  else {
    const valueEnd = body.indexOf(QUOTE, key + SERVER_TIME.length)
    hash.update(body.subarray(0, key + SERVER_TIME.length)).update(body.subarray(valueEnd))
  }
  return `"${hash.digest('base64url').slice(0, 32)}"`
}

/**
 * Answers `view` with its ETag, or 304 with none of its body when `ifNoneMatch` is that ETag. The view is serialized
 * here, once, by the route's 200 serializer (the schema's), encoded once, and the same bytes are hashed and sent: at
 * 1,000 bets a second serialization for the hash cost as much as the hash, and a string sent is encoded again.
 */
export function sendState(reply: FastifyReply, view: TableState, ifNoneMatch?: string): FastifyReply {
  const body = Buffer.from(reply.serialize(view) as string)
  const etag = stateEtag(body)
  reply.header('etag', etag)
  // 304 has no body: sent without one (the schema's null would serialize as "null").
  if (ifNoneMatch === etag) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(body)
}
