// Provably fair dealing: the seeded HMAC-SHA256 stream and the shuffle that players and auditors can recompute.

import { createHash, createHmac, randomBytes } from 'node:crypto'
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

/**
 * The random stream: block i (0, 1, 2, ...) is HMAC-SHA256(key: the seed bytes, message: the UTF-8 text
 * `${clientSeed}:${nonce}:${i}`); the stream is the blocks' bytes in order, read as 32-bit big-endian unsigned
 * integers (8 per block).
 */
export function* fairStream({ serverSeed, clientSeed, nonce }: FairSeeds): Generator<number, never, void> {
  for (let block = 0; ; block++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`, 'utf8').digest()
    for (let offset = 0; offset < bytes.length; offset += 4) yield bytes.readUInt32BE(offset)
  }
}

const TWO_TO_32 = 2 ** 32

/**
 * The deck of a game: the ordered deck (card id = rank * 4 + suit: 2c 2d 2h 2s 3c ... As) shuffled by Fisher-Yates
 * from the top index down, each position drawn from the stream without modulo bias: for i from 51 down to 1,
 * bound = i + 1, limit = floor(2^32 / bound) * bound; integers u >= limit are skipped; j = u mod bound; swap i, j.
 */
export function fairDeck(seeds: FairSeeds): CardId[] {
  const deck = fullDeck()
  const stream = fairStream(seeds)
  for (let i = deck.length - 1; i > 0; i--) {
    const bound = i + 1
    const limit = Math.floor(TWO_TO_32 / bound) * bound
    let u = stream.next().value
    while (u >= limit) u = stream.next().value
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
