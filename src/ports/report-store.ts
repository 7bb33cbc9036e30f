// The reports port: return to player by table and betting stage, from the settled bets the store keeps and the exact
// chances their games were priced with (core/rtp.ts); and a player's games recalled (core/recall.ts).

import type { RecalledGame, RecallQuery } from '../core/recall.ts'
import type { RtpQuery, RtpRow } from '../core/rtp.ts'

export interface ReportStore {
  /** Settled bets (WON or LOST) placed in the query's window, summed by table and stage, by tableId then stage. */
  rtpReport(query: RtpQuery): Promise<RtpRow[]>
  /** The games the player bet on (any bet, cancelled or voided too), newest first, a page of query.limit. */
  recallGames(playerId: string, query: RecallQuery): Promise<RecalledGame[]>
}
