// What a test lab collects (GLI's raw output and final outcome collection tools): the integers the shuffle reads,
// before they are scaled to a position, and whole decks as games deal them. Both come from core/game.ts gameDeck with
// the service's real generator (a new server seed from node:crypto for every game, a random client seed), the code
// path every game takes.

import { createHash } from 'node:crypto'
import { type CardId, formatCard } from '../core/cards.ts'
import { newClientSeed } from '../core/fair.ts'
import { gameDeck } from '../core/game.ts'

/**
 * The seeds of successive games: the service's (a new node:crypto server seed and a random client seed each game), or,
 * with `seed`, one server seed made from it (SHA-256) and a fixed client seed: the provably fair stream of that seed,
 * reproducible.
 */
function seedsOf(seed?: string): () => { serverSeed?: Buffer; clientSeed: string } {
  if (seed === undefined) return () => ({ clientSeed: newClientSeed() })
  const serverSeed = createHash('sha256').update(seed, 'utf8').digest()
  return () => ({ serverSeed, clientSeed: 'certification' })
}

/**
 * Successive games' raw output: every 32-bit integer each game's shuffle read, in the order it read them (the ones its
 * rejection skipped too), game after game. Each game is dealt as the service deals one (or from `seed`: seedsOf).
 */
export function createRawSource(seed?: string): { fill(out: Buffer): void; games(): number } {
  const nextSeeds = seedsOf(seed)
  let pending: number[] = []
  let next = 0
  let games = 0
  const read = (u: number) => pending.push(u)
  return {
    /** Writes the next out.length / 4 integers into `out`, 4 bytes each, little-endian (a length divisible by 4). */
    fill(out) {
      for (let offset = 0; offset < out.length; offset += 4) {
        if (next === pending.length) {
          pending = []
          next = 0
          const { serverSeed, clientSeed } = nextSeeds()
          gameDeck(++games, clientSeed, serverSeed, read)
        }
        out.writeUInt32LE(pending[next++], offset)
      }
    },
    games: () => games,
  }
}

/**
 * The next whole deck a game would deal: its 52 cards in dealt order (hand k is cards 2k and 2k + 1, then the board),
 * from the service's generator (or from `seed`: seedsOf).
 */
export function createDeckSource(seed?: string): () => CardId[] {
  const nextSeeds = seedsOf(seed)
  let games = 0
  return () => {
    const { serverSeed, clientSeed } = nextSeeds()
    return gameDeck(++games, clientSeed, serverSeed).deck
  }
}

/** A deck as a line of the decks file: its 52 cards in dealt order, space-separated (`As Kd 7c ...`). */
export const deckLine = (deck: readonly CardId[]): string => deck.map(formatCard).join(' ')
