// Provably fair dealing: the seeded HMAC-SHA256 stream and the shuffle that players and auditors can recompute.

import { createHash, hash, randomBytes } from 'node:crypto'
import { type CardId, fullDeck } from './cards.ts'

/** Bytes of a server seed. */
export const SERVER_SEED_BYTES = 32
/** A client seed: 1..64 printable ASCII characters (space to tilde). */
export const CLIENT_SEED_PATTERN = '^[\\x20-\\x7E]{1,64}$'
const CLIENT_SEED_REGEX = new RegExp(CLIENT_SEED_PATTERN)

/** What decides a game's deck: the secret server seed, the player's client seed, and the game's number at its table. */
export interface FairSeeds {
  serverSeed: Buffer
  clientSeed: string
  nonce: number
}

/** 32 bytes from node:crypto. */
export function newServerSeed(): Buffer {
  return randomBytes(SERVER_SEED_BYTES)
}

/** The client seed used when the player gives none: 16 random lower-case hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex')
}

export function isValidClientSeed(text: string): boolean {
  return CLIENT_SEED_REGEX.test(text)
}

/** The commitment shown from HOLE on: lower-case hex SHA-256 of the 32 seed bytes. */
export function serverSeedHash(serverSeed: Buffer): string {
  return createHash('sha256').update(serverSeed).digest('hex')
}

const SHA256_BLOCK_BYTES = 64

/**
 * HMAC-SHA256 under `key` (RFC 2104: SHA-256 of the key's outer pad and SHA-256 of its inner pad and the message),
 * the pads made once a game: two one-shot hashes a block instead of a new Hmac object each, which dominated a deal.
 */
export function hmacSha256(key: Buffer): (message: string) => Buffer {
  const padded = Buffer.alloc(SHA256_BLOCK_BYTES)
  ;(key.length > SHA256_BLOCK_BYTES ? createHash('sha256').update(key).digest() : key).copy(padded)
  const inner = Buffer.alloc(SHA256_BLOCK_BYTES)
  const outer = Buffer.alloc(SHA256_BLOCK_BYTES)
  for (let i = 0; i < SHA256_BLOCK_BYTES; i++) {
    inner[i] = padded[i] ^ 0x36
    outer[i] = padded[i] ^ 0x5c
  }
  return (message) =>
    hash(
      'sha256',
      Buffer.concat([outer, hash('sha256', Buffer.concat([inner, Buffer.from(message, 'utf8')]), 'buffer')]),
      'buffer',
    )
}

/**
 * The random stream: block i (0, 1, 2, ...) is HMAC-SHA256(key: the seed bytes, message: the UTF-8 text
 * `${clientSeed}:${nonce}:${i}`); the stream is the blocks' bytes in order, read as 32-bit big-endian unsigned
 * integers (8 per block).
 */
export function* fairStream({ serverSeed, clientSeed, nonce }: FairSeeds): Generator<number, never, void> {
  const hmac = hmacSha256(serverSeed)
  for (let block = 0; ; block++) {
    const bytes = hmac(`${clientSeed}:${nonce}:${block}`)
    for (let offset = 0; offset < bytes.length; offset += 4) yield bytes.readUInt32BE(offset)
  }
}

const TWO_TO_32 = 2 ** 32

/**
 * The deck of a game: the ordered deck (card id = rank * 4 + suit: 2c 2d 2h 2s 3c ... As) shuffled by Fisher-Yates
 * from the top index down, each position drawn from the stream without modulo bias: for i from 51 down to 1,
 * bound = i + 1, limit = floor(2^32 / bound) * bound; integers u >= limit are skipped; j = u mod bound; swap i, j.
 * `read`, when given, hears every integer the draws read, in order, the skipped ones too: the generator's raw output
 * before it is scaled to a position (what `npm run rng:raw` collects).
 */
export function fairDeck(seeds: FairSeeds, read?: (u: number) => void): CardId[] {
  const deck = fullDeck()
  const stream = fairStream(seeds)
  for (let i = deck.length - 1; i > 0; i--) {
    const bound = i + 1
    const limit = Math.floor(TWO_TO_32 / bound) * bound
    let u = stream.next().value
    read?.(u)
    while (u >= limit) {
      u = stream.next().value
      read?.(u)
    }
    const j = u % bound
    const card = deck[i]
    deck[i] = deck[j]
    deck[j] = card
  }
  return deck
}

/** Hand k is cards 2k and 2k + 1 of the deck; the board is the next five (flop, turn, river). */
export function dealFromDeck(
  deck: readonly CardId[],
  numberOfHands: number,
): { hands: Array<[CardId, CardId]>; board: CardId[] } {
  const hands: Array<[CardId, CardId]> = []
  for (let k = 0; k < numberOfHands; k++) hands.push([deck[2 * k], deck[2 * k + 1]])
  return { hands, board: deck.slice(2 * numberOfHands, 2 * numberOfHands + 5) }
}
