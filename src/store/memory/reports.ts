// Reports in memory: return to player from the settled bets of the games the store still keeps (bounds.maxGames,
// bounds.maxGamesPerTable), and a player's games recalled from the same, as docs/oversight.md and docs/recall.md say.

import { comesAfter, type RecallCursor, type RecalledGame } from '../../core/recall.ts'
import { rtpRows, type SettledBet } from '../../core/rtp.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import { betsOf, gameKey, type MemoryState } from './state.ts'

export function createMemoryReports(state: MemoryState): ReportStore {
  return {
    async rtpReport(query) {
      const settled: SettledBet[] = []
      for (const [tableId, table] of state.tables) {
        if (query.tableId !== undefined && tableId !== query.tableId) continue
        for (const bet of table.bets.values()) {
          if (bet.status !== 'WON' && bet.status !== 'LOST') continue
          const placed = Date.parse(bet.placedAt)
          if ((query.from !== undefined && placed < query.from) || (query.to !== undefined && placed >= query.to))
            continue
          const game = state.games.get(gameKey(tableId, bet.gameId))
          if (!game) continue
          const panel = game.pricing[bet.bettingStage][bet.handIndex]
          settled.push({
            tableId,
            bettingStage: bet.bettingStage,
            stakeCents: bet.stakeCents,
            recordedOddsTenths: bet.recordedOddsTenths,
            payoutCents: bet.payoutCents ?? 0,
            winOrDraw: panel.winOrDraw,
            boards: panel.boards,
          })
        }
      }
      return rtpRows(settled, (tableId) => state.tables.get(tableId)!.settings.targetRtpBp)
    },

    async recallGames(playerId, query) {
      const keys = state.gamesOf.get(playerId)
      if (!keys) return []
      const found: Array<RecallCursor & { key: string }> = []
      for (const key of keys) {
        const game = state.games.get(key)
        const tableId = Number(key.slice(0, key.indexOf(':')))
        // Forgotten with its table or beyond the bounds: gone from the index too.
        if (!game || !state.tables.has(tableId)) {
          keys.delete(key)
          continue
        }
        const at = { startedAt: Date.parse(game.startedAt), tableId, gameId: game.gameId }
        if (
          (query.from !== undefined && at.startedAt < query.from) ||
          (query.to !== undefined && at.startedAt >= query.to)
        )
          continue
        if (query.after && !comesAfter(query.after, at)) continue
        found.push({ ...at, key })
      }
      const page = found.sort((a, b) => (comesAfter(a, b) ? -1 : comesAfter(b, a) ? 1 : 0)).slice(0, query.limit)
      return page.map(({ key, tableId, gameId }): RecalledGame => {
        const table = state.tables.get(tableId)!
        return {
          tableId,
          game: state.games.get(key)!,
          ...(table.gameId === gameId ? { inPlayState: table.state } : {}),
          bets: betsOf(table, gameId)
            .filter((bet) => bet.playerId === playerId)
            .map((bet) => ({ ...bet })),
          entries: (table.ledgerOf.get(playerId) ?? [])
            .filter((entry) => entry.gameId === gameId)
            .map((entry) => ({ ...entry })),
        }
      })
    },
  }
}
