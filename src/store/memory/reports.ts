// Reports in memory: return to player from the settled bets of the games the store still keeps (bounds.maxGames,
// bounds.maxGamesPerTable), as docs/oversight.md says.

import { rtpRows, type SettledBet } from '../../core/rtp.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import { gameKey, type MemoryState } from './state.ts'

export function createMemoryReports(state: MemoryState): ReportStore {
  return {
    async rtpReport(query) {
      const settled: SettledBet[] = []
      for (const [tableId, table] of state.tables) {
        if (query.tableId !== undefined && tableId !== query.tableId) continue
        for (const bet of table.bets.values()) {
          if (bet.status !== 'WON' && bet.status !== 'LOST') continue
          const placed = Date.parse(bet.placedAt)
          if ((query.from !== undefined && placed < query.from) || (query.to !== undefined && placed >= query.to)) continue
          const game = state.games.get(gameKey(tableId, bet.gameId))
          if (!game) continue
          const panel = game.pricing[bet.bettingStage][bet.handIndex]
          settled.push({ tableId, bettingStage: bet.bettingStage, stakeCents: bet.stakeCents, recordedOddsTenths: bet.recordedOddsTenths, payoutCents: bet.payoutCents ?? 0, winOrDraw: panel.winOrDraw, boards: panel.boards })
        }
      }
      return rtpRows(settled, (tableId) => state.tables.get(tableId)!.settings.targetRtpBp)
    },
  }
}
