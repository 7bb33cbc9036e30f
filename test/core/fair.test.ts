// The provably fair shuffle: reproduced from game.md by a separate implementation written here, the commitment,
// the client's verifier, and a chi-square test of card positions.

import { createHash, createHmac } from 'node:crypto'
import t from 'tap'
import { recomputeDeck, verifyGame } from '../../src/client/verify-game.ts'
import { formatCard } from '../../src/core/cards.ts'
import {
  dealFromDeck,
  fairDeck,
  hmacSha256,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  serverSeedHash,
} from '../../src/core/fair.ts'

/**
 * game.md, written out independently: the whole stream is materialised as one byte buffer (enough blocks for any
 * run of rejections), read 4 bytes at a time big-endian; the deck starts "2c 2d 2h 2s 3c ... As".
 */
function referenceDeck(seedHex: string, clientSeed: string, nonce: number): string[] {
  const blocks: Buffer[] = []
  for (let i = 0; i < 64; i++)
    blocks.push(
      createHmac('sha256', Buffer.from(seedHex, 'hex'))
        .update(Buffer.from(`${clientSeed}:${nonce}:${i}`, 'utf8'))
        .digest(),
    )
  const stream = Buffer.concat(blocks)
  let offset = 0
  const deck = Array.from('23456789TJQKA').flatMap((rank) => Array.from('cdhs').map((suit) => `${rank}${suit}`))
  for (let i = 51; i >= 1; i--) {
    const bound = BigInt(i + 1)
    const limit = ((1n << 32n) / bound) * bound
    let u: bigint
    do {
      u = BigInt(stream.readUInt32BE(offset))
      offset += 4
    } while (u >= limit)
    const j = Number(u % bound)
    const card = deck[i]
    deck[i] = deck[j]
    deck[j] = card
  }
  return deck
}

const FIXED = [
  { seed: '00'.repeat(32), clientSeed: 'a', nonce: 1 },
  { seed: 'ff'.repeat(32), clientSeed: 'player chosen seed ~!', nonce: 42 },
  { seed: createHash('sha256').update('fixed').digest('hex'), clientSeed: '0123456789abcdef', nonce: 2_000_000 },
]

t.test('fairDeck is the deck of game.md on fixed seeds', async (t) => {
  for (const { seed, clientSeed, nonce } of FIXED) {
    const deck = fairDeck({ serverSeed: Buffer.from(seed, 'hex'), clientSeed, nonce }).map(formatCard)
    t.same(deck, referenceDeck(seed, clientSeed, nonce), `${clientSeed}:${nonce}`)
    t.equal(new Set(deck).size, 52)
  }
})

t.test(
  'fairDeck agrees with the reference on 300 random seeds, and the client verifier recomputes the same decks',
  async (t) => {
    for (let i = 0; i < 300; i++) {
      const seed = newServerSeed()
      const clientSeed = newClientSeed()
      const deck = fairDeck({ serverSeed: seed, clientSeed, nonce: i + 1 }).map(formatCard)
      if (deck.join() !== referenceDeck(seed.toString('hex'), clientSeed, i + 1).join())
        t.fail(`seed ${seed.toString('hex')}`)
      if (i < 30) t.same(await recomputeDeck(seed.toString('hex'), clientSeed, i + 1), deck)
    }
  },
)

t.test('commitment, seeds and the deal', async (t) => {
  const seed = Buffer.from(FIXED[1].seed, 'hex')
  t.equal(serverSeedHash(seed), createHash('sha256').update(seed).digest('hex'))
  t.equal(newServerSeed().length, 32)
  t.match(newClientSeed(), /^[0-9a-f]{16}$/)
  t.ok(isValidClientSeed(' ~'))
  for (const bad of ['', 'x'.repeat(65), 'é', 'tab\t', 'line\n']) t.notOk(isValidClientSeed(bad), JSON.stringify(bad))
  const deck = fairDeck({ serverSeed: seed, clientSeed: 'c', nonce: 3 })
  t.same(dealFromDeck(deck, 3), {
    hands: [
      [deck[0], deck[1]],
      [deck[2], deck[3]],
      [deck[4], deck[5]],
    ],
    board: deck.slice(6, 11),
  })
})

t.test('verifyGame accepts a true record and names every tampered part', async (t) => {
  const { seed, clientSeed, nonce } = FIXED[2]
  const deck = referenceDeck(seed, clientSeed, nonce)
  const record = {
    serverSeed: seed,
    serverSeedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    clientSeed,
    nonce,
    hands: [deck[0] + deck[1], deck[2] + deck[3]],
    board: deck.slice(4, 9),
    deck,
  }
  t.same(await verifyGame(record), { ok: true, deck, problems: [] })
  const swapped = await verifyGame({ ...record, hands: [record.hands[1], record.hands[0]] })
  t.equal(swapped.ok, false)
  t.equal(swapped.problems.length, 2)
  t.match((await verifyGame({ ...record, serverSeedHash: '0'.repeat(64) })).problems, [
    /not the committed serverSeedHash/,
  ])
  t.match((await verifyGame({ ...record, nonce: nonce + 1 })).problems.join(' '), /hands\[0\]/)
  t.match((await verifyGame({ ...record, board: [...record.board].reverse() })).problems, [/^board is/])
})

t.test('chi-square: every card lands in every position equally often (20,000 decks from random seeds)', async (t) => {
  const decks = 20_000
  const counts = new Float64Array(52 * 52)
  for (let i = 0; i < decks; i++) {
    const deck = fairDeck({ serverSeed: newServerSeed(), clientSeed: 'chi', nonce: i + 1 })
    for (let position = 0; position < 52; position++) counts[deck[position] * 52 + position]++
  }
  const expected = decks / 52
  let chi = 0
  for (const observed of counts) chi += (observed - expected) ** 2 / expected
  // (52 - 1)^2 degrees of freedom: the statistic's mean is df and its sd sqrt(2 df); a fair shuffle stays within 6 sd.
  const df = 51 * 51
  const sd = Math.sqrt(2 * df)
  t.ok(Math.abs(chi - df) < 6 * sd, `chi-square ${chi.toFixed(0)} for ${df} degrees of freedom`)
})

t.test(
  "hmacSha256 is node:crypto's HMAC-SHA256, for keys shorter than, equal to and longer than a block",
  async (t) => {
    for (const length of [1, 32, 64, 65, 131]) {
      const key = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + length) & 0xff))
      for (const message of ['', 'client:1:0', 'ünïcode:42:7'])
        t.same(
          hmacSha256(key)(message),
          createHmac('sha256', key).update(message, 'utf8').digest(),
          `a ${length}-byte key, ${JSON.stringify(message)}`,
        )
    }
    // RFC 4231 test case 2: key "Jefe".
    t.equal(
      hmacSha256(Buffer.from('Jefe'))('what do ya want for nothing?').toString('hex'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  },
)
