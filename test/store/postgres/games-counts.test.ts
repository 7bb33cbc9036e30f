// A game on PostgreSQL keeps its panels as their counts (migration 028) and reads back exactly as it was priced, in
// every read that returns it (the game, the table's state); a game priced at another target than its table's keeps its
// panels whole and reads back the same way.

import t from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { TABLE_SETTINGS } from './fixtures.ts'

const db = await usePostgres(t)

if (db) {
  t.test('counts kept, the panels read back as priced; another target kept whole', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    for (const [label, rtpBp, kept] of [
      ['the table target', TABLE_SETTINGS.targetRtpBp, 'counts'],
      ['another target', 9_000, 'pricing'],
    ] as const) {
      const tableId = await store.createTable(TABLE_SETTINGS)
      const dealt = dealGame(2, 1, label, Buffer.alloc(32, rtpBp % 256))
      const game = {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, rtpBp),
        startedAt: new Date().toISOString(),
      }
      await store.startGame(tableId, game, TABLE_SETTINGS)
      const { rows } = await db.query<{ pricing: unknown; counts: unknown }>(
        `SELECT pricing, counts FROM ${schema}.games WHERE table_id = $1`,
        [tableId],
      )
      t.ok(rows[0][kept] !== null && rows[0][kept === 'counts' ? 'pricing' : 'counts'] === null, `${label}: ${kept}`)
      t.same((await store.getGame(tableId, 1))!.pricing, game.pricing, `${label}: the game reads back as priced`)
      t.same((await store.getTable(tableId))!.game?.pricing, game.pricing, `${label}: and in the table's state`)
    }
  })
}
