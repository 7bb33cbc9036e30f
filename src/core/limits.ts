// The limits the wire schemas and the core rules share, each defined once with its unit.

/** Hands per deal or game: 2..23 (23 hands leave 6 cards, enough for one 5-card board). */
export const MIN_HANDS = 2
export const MAX_HANDS = 23
export const DEFAULT_HANDS = 4

/** Table ids are positive 32-bit integers. */
export const MAX_TABLE_ID = 2_147_483_647
/** Seats per table, and the default when TABLE_SEATS is not set. */
export const MIN_TABLE_SEATS = 2
export const MAX_TABLE_SEATS = 10
export const DEFAULT_TABLE_SEATS = 6

/** Player ids: 1..128 characters. */
export const MAX_PLAYER_ID_LENGTH = 128
/** Idempotency-Key header: 1..255 characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255

/** Largest single buy-in, in cents (1,000,000.00). */
export const MAX_BUY_IN_CENTS = 100_000_000

/** Ranges per range-equity request, and the longest range text, in characters. */
export const MIN_RANGES = 2
export const MAX_RANGES = 6
export const MAX_RANGE_LENGTH = 2000
/** Range-equity time budget, in milliseconds of work: default and bounds. */
export const DEFAULT_MAX_MILLIS = 2000
export const MIN_MAX_MILLIS = 10
export const MAX_MAX_MILLIS = 60_000
/** Range-equity Monte Carlo target for every range's standard error, in percentage points: default and bounds. */
export const DEFAULT_TARGET_STD_ERROR = 0.05
export const MIN_TARGET_STD_ERROR = 0.001
export const MAX_TARGET_STD_ERROR = 5
/** Dead cards per range-equity request. */
export const MAX_DEAD_CARDS = 40

/**
 * The handler timeout of a request that changes the store (money, seats, games, protection, switches): above the
 * PostgreSQL store's own bound (a sit: 5 attempts, each a connection wait and at most three statements, 105 s with the
 * default deadlines; config.ts refuses deadlines whose bound reaches this), so the store always
 * decides first. Answering earlier would say "retry" while the change may still commit, and a retry
 * without an Idempotency-Key would pay twice.
 */
export const STORE_WRITE_TIMEOUT_MS = 120_000

/** Tries a PostgreSQL store write makes when it loses to concurrent writers (serialization failure, deadlock, key
 * race). */
export const STORE_WRITE_ATTEMPTS = 5
/**
 * Tables a page of the operator's table list holds, at most and by default: each comes with its game's bets, and a
 * page is serialized at once on the event loop, so a page of many busy tables must stay a few MB.
 */
export const MAX_TABLE_PAGE = 25
export const DEFAULT_TABLE_PAGE = MAX_TABLE_PAGE

/**
 * Hours of table events the PostgreSQL store keeps at least unless EVENTS_KEPT_HOURS says otherwise: its events are
 * partitioned by hour and an hour leaves whole once it ended this long ago; a watcher resuming from before it gets a
 * fresh snapshot instead. Resuming is a reconnect's business: seconds or minutes.
 */
export const DEFAULT_EVENTS_KEPT_HOURS = 2
