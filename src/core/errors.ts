// Domain errors with stable codes; the HTTP layer maps codes to statuses, the core knows no HTTP.

export type DomainErrorCode =
  | 'INVALID_INPUT'
  | 'TABLE_FULL'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'FORBIDDEN_PLAYER'
  | 'STORE_UNAVAILABLE'
  | 'STORE_LIMIT_REACHED'
  | 'CALLER_LIMIT_REACHED'
  | 'BALANCE_LIMIT_REACHED'
  | 'AUTH_UNAVAILABLE'
  | 'ODDS_OVERLOADED'
  | 'STATE_CHANGED'
  | 'NOT_SEATED'
  | 'GAME_NOT_FOUND'
  | 'GAME_NOT_FINISHED'
  | 'STAGE_CLOSED'
  | 'HAND_NOT_OFFERED'
  | 'BET_LIMIT'
  | 'INSUFFICIENT_BALANCE'
  | 'BET_NOT_FOUND'
  | 'BET_FINAL'
  | 'BETS_UNSETTLED'
  | 'RUNS_ON_CLOCK'
  | 'NOT_DUE'
  | 'TICKET_INVALID'
  | 'INSUFFICIENT_FUNDS'
  | 'LIMIT_REACHED'
  | 'PROTECTION_BREAK'
  | 'REALITY_CHECK_DUE'
  | 'TABLE_DISABLED'
  | 'PLAYER_DISABLED'
  | 'GAME_SETTLED'
  | 'WALLET_DECLINED'
  | 'WALLET_UNAVAILABLE'
  | 'WALLET_TRANSACTION_NOT_FOUND'
  | 'WALLET_TRANSACTION_SETTLED'

export class DomainError extends Error {
  readonly code: DomainErrorCode
  constructor(code: DomainErrorCode, message: string) {
    super(message)
    this.name = 'DomainError'
    this.code = code
  }
}

export const isDomainError = (err: unknown): err is DomainError => err instanceof DomainError
