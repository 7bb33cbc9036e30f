// Checks a finished game's record the way a player or auditor would: the commitment, then the deck recomputed
// from the seeds with the published algorithm (docs/game.md, "Provably fair dealing"). Self-contained: Web Crypto only,
// so it runs in browsers and in Node alike, and shares no code with the server.

/** The fields of a game record (GET /api/tables/{tableId}/games/{gameId}) that decide and show the deal. */
export interface VerifiableGame {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nonce: number
  hands: string[]
  board: string[]
  deck?: string[]
}

export interface GameVerification {
  ok: boolean
  /** The deck the seeds give, top first. */
  deck: string[]
  /** What does not match, one sentence each; empty when ok. */
  problems: string[]
}

const RANKS = '23456789TJQKA'
const SUITS = 'cdhs'

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

function bytesOfHex(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error('serverSeed must be 64 lower-case hex characters.')
  const bytes = new Uint8Array(new ArrayBuffer(32))
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

/** The deck the seeds give: Fisher-Yates from the last position down, positions drawn from the HMAC-SHA256 stream. */
export async function recomputeDeck(serverSeed: string, clientSeed: string, nonce: number): Promise<string[]> {
  const key = await crypto.subtle.importKey('raw', bytesOfHex(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  const words: number[] = []
  let block = 0
  const next = async (): Promise<number> => {
    if (words.length === 0) {
      const mac = new DataView(
        await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${clientSeed}:${nonce}:${block++}`)),
      )
      for (let offset = 0; offset < 32; offset += 4) words.push(mac.getUint32(offset, false))
    }
    return words.shift()!
  }
  const deck: string[] = []
  for (const rank of RANKS) for (const suit of SUITS) deck.push(rank + suit)
  for (let i = 51; i >= 1; i--) {
    const bound = i + 1
    const limit = Math.floor(2 ** 32 / bound) * bound
    let u = await next()
    while (u >= limit) u = await next()
    const j = u % bound
    ;[deck[i], deck[j]] = [deck[j], deck[i]]
  }
  return deck
}

/** Verifies a game record: SHA-256(serverSeed) is the committed hash, and the hands and board are the seeds' deck. */
export async function verifyGame(game: VerifiableGame): Promise<GameVerification> {
  const problems: string[] = []
  const seedHash = hex(await crypto.subtle.digest('SHA-256', bytesOfHex(game.serverSeed)))
  if (seedHash !== game.serverSeedHash)
    problems.push(`SHA-256 of serverSeed is ${seedHash}, not the committed serverSeedHash ${game.serverSeedHash}.`)
  const deck = await recomputeDeck(game.serverSeed, game.clientSeed, game.nonce)
  game.hands.forEach((hand, k) => {
    const expected = deck[2 * k] + deck[2 * k + 1]
    if (hand !== expected) problems.push(`hands[${k}] is ${hand}; the seeds deal ${expected}.`)
  })
  const board = deck.slice(2 * game.hands.length, 2 * game.hands.length + 5)
  if (game.board.join(' ') !== board.join(' '))
    problems.push(`board is ${game.board.join(' ')}; the seeds deal ${board.join(' ')}.`)
  if (game.deck && game.deck.join(' ') !== deck.join(' ')) problems.push('deck differs from the deck the seeds give.')
  return { ok: problems.length === 0, deck, problems }
}
