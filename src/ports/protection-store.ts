// The player-protection port: a player's limits, time-out and self-exclusion with what the limits have used, the
// changes to them (kept for ever), and the money rules the stores apply with each movement (core/protection.ts).

import type {
  LimitKind,
  LimitPeriod,
  LimitRecord,
  LimitStanding,
  ProtectionBreak,
  ProtectionChange,
  RealitySession,
} from '../core/protection.ts'

/** Who asks for a change: the player themself (PLAYER) or an operator with a reason (OPERATOR). */
export interface ProtectionActor {
  source: 'PLAYER' | 'OPERATOR'
  /** The player's id, or the operator's subject. */
  actor: string
  reason?: string
}

/** A player's protection as it stands at `at` (the store's clock). */
export interface ProtectionView {
  at: number
  /** Every limit record of every source, with any pending change (records whose time has come are shown applied). */
  records: LimitRecord[]
  /** The lowest limit in force of each kind and period, with what it has used in its window now. */
  standings: LimitStanding[]
  /** The time-out and the self-exclusion in force, if any. */
  breaks: ProtectionBreak[]
  /** Minutes between reality checks (null: none), whose choice they are, and the session going on, if any. */
  reality: { minutes: number | null; source: 'PLAYER' | 'DEFAULT'; session?: RealitySession }
}

export interface ProtectionStore {
  getProtection(playerId: string): Promise<ProtectionView>
  /** Sets (amountCents null: removes) one limit of the actor's source (core planLimitChange), with its history row. */
  setLimit(
    playerId: string,
    change: { kind: LimitKind; period: LimitPeriod; amountCents: number | null },
    actor: ProtectionActor,
  ): Promise<ProtectionView>
  /** Starts a time-out (`length` hours) or self-exclusion (`length` months) at once (core planBreak), with its history
   * row. */
  imposeBreak(
    playerId: string,
    kind: ProtectionBreak['kind'],
    length: number,
    actor: ProtectionActor,
  ): Promise<ProtectionView>
  /** Sets the player's own reality-check interval (null: none), with its history row. */
  setRealityCheck(playerId: string, minutes: number | null, actor: ProtectionActor): Promise<ProtectionView>
  /** Acknowledges the reality check of the session going on: the next falls due an interval from now. */
  acknowledgeRealityCheck(playerId: string): Promise<ProtectionView>
  /** Every change to the player's protection, oldest first. */
  getProtectionHistory(playerId: string): Promise<ProtectionChange[]>
}
