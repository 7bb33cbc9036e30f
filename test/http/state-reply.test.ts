// The ETag of a serialized state: the same while only serverTime differs, different when any other byte does, and
// not fooled by a player id that spells the serverTime key.

import { createHash } from 'node:crypto'
import t from 'tap'
import { stateEtag } from '../../src/http/state-reply.ts'

const text = (serverTime: string, playerId = 'ann', status = 'OPEN') =>
  JSON.stringify({
    tableId: 1,
    seats: [{ seatId: 1, playerId }],
    bets: [{ betId: 1, playerId, status }],
    serverTime,
    eventId: 9,
  })
const state = (serverTime: string, playerId?: string, status?: string) =>
  Buffer.from(text(serverTime, playerId, status))

t.test('serverTime is left out; every other field counts', async (t) => {
  const a = stateEtag(state('2030-01-01T00:00:00.000Z'))
  t.match(a, /^"[A-Za-z0-9_-]{32}"$/, 'a strong ETag: 32 base64url characters in quotes')
  t.equal(stateEtag(state('2031-06-15T12:34:56.789Z')), a, 'another serverTime: the same ETag')
  t.not(stateEtag(state('2030-01-01T00:00:00.000Z', 'ann', 'WON')), a, "a bet's status: another ETag")
  t.not(stateEtag(state('2030-01-01T00:00:00.000Z', 'bob')), a, 'a player: another ETag')
  t.not(
    stateEtag(Buffer.from(text('2030-01-01T00:00:00.000Z').replace('"eventId":9', '"eventId":10'))),
    a,
    'the event number after serverTime: another ETag',
  )
})

t.test('a player id that spells the key is escaped in the body and does not move what is left out', async (t) => {
  const tricky = '","serverTime":"'
  const a = stateEtag(state('2030-01-01T00:00:00.000Z', tricky))
  t.equal(stateEtag(state('2031-01-01T00:00:00.000Z', tricky)), a, 'another serverTime: the same ETag')
  t.not(stateEtag(state('2030-01-01T00:00:00.000Z', `${tricky}x`)), a, 'another player id: another ETag')
})

t.test('the hash is of the bytes with the serverTime value cut out, multi-byte characters and all', async (t) => {
  const playerId = 'zoë ✓ 🂡'
  const body = text('2030-01-01T00:00:00.000Z', playerId)
  // Made here from the text: the value between the key's quotes removed, then the UTF-8 bytes hashed.
  const cut = body.replace(/"serverTime":"[^"]*"/, '"serverTime":""')
  const expected = `"${createHash('sha256').update(Buffer.from(cut, 'utf8')).digest('base64url').slice(0, 32)}"`
  t.equal(stateEtag(Buffer.from(body)), expected, 'sha256 of the bytes less the serverTime value')
  t.equal(
    stateEtag(state('2031-02-03T04:05:06.007Z', playerId)),
    expected,
    'another serverTime, same multi-byte player: the same ETag',
  )
})
