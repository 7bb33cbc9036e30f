// The game resource: table settings, the game state with its priced panels, advancing, finished-game records, bulk
// games.

import { type Static, Type } from '@sinclair/typebox'
import { CLIENT_SEED_PATTERN } from '../src/core/fair.ts'
import { GAME_STATES } from '../src/core/game.ts'
import { DEFAULT_TABLE_PAGE, MAX_HANDS, MAX_TABLE_PAGE, MAX_TABLE_SEATS, MIN_HANDS } from '../src/core/limits.ts'
import {
  BETTING_SECONDS_RULE,
  DEFAULT_BETTING_SECONDS,
  DEFAULT_REVEAL_SECONDS,
  MAX_BET_CENTS_LIMIT,
  MAX_BET_RULE,
  MAX_BETTING_SECONDS,
  MAX_REVEAL_SECONDS,
  MIN_BETTING_SECONDS,
  MIN_NUMBER_OF_SEATS,
  MIN_REVEAL_SECONDS,
  REVEAL_SECONDS_RULE,
  TABLE_MODES,
  TARGET_RTP_RULE,
} from '../src/core/tables.ts'
import { BetSchema, TableTotalsSchema } from './bets.ts'
import { CardSchema, ERROR_MESSAGE_KEY, HAND_STATUSES, HandSchema, playerIdField } from './common.ts'

const MAX_BET = MAX_BET_CENTS_LIMIT / 100
export const MAX_BULK_GAMES = 200
export const DEFAULT_BULK_GAMES = 50
export const DEFAULT_BULK_HANDS = 3

const numberOfHandsField = (description: string) =>
  Type.Integer({
    minimum: MIN_HANDS,
    maximum: MAX_HANDS,
    description,
    [ERROR_MESSAGE_KEY]: `numberOfHands must be an integer between ${MIN_HANDS} and ${MAX_HANDS}.`,
  })
const targetRtpField = (description: string) =>
  Type.Number({ minimum: 0.8, maximum: 1, description, examples: [0.97], [ERROR_MESSAGE_KEY]: TARGET_RTP_RULE })

const modeField = (description: string) =>
  Type.Unsafe<(typeof TABLE_MODES)[number]>(
    Type.String({
      enum: [...TABLE_MODES],
      description,
      [ERROR_MESSAGE_KEY]: `mode must be one of ${TABLE_MODES.join(', ')}.`,
    }),
  )
const skipTurnField = (description: string) =>
  Type.Boolean({ description, [ERROR_MESSAGE_KEY]: 'skipTurn must be true or false.' })
const bettingSecondsField = (description: string) =>
  Type.Integer({
    minimum: MIN_BETTING_SECONDS,
    maximum: MAX_BETTING_SECONDS,
    description,
    [ERROR_MESSAGE_KEY]: BETTING_SECONDS_RULE,
  })
const revealSecondsField = (description: string) =>
  Type.Integer({
    minimum: MIN_REVEAL_SECONDS,
    maximum: MAX_REVEAL_SECONDS,
    description,
    [ERROR_MESSAGE_KEY]: REVEAL_SECONDS_RULE,
  })

export const TableSettingsSchema = Type.Object(
  {
    numberOfHands: numberOfHandsField('Hands dealt in each game.'),
    numberOfSeats: Type.Integer({
      minimum: MIN_NUMBER_OF_SEATS,
      maximum: MAX_TABLE_SEATS,
      description: 'Seats at the table; 1 is a personal table.',
    }),
    targetRtp: targetRtpField(
      "The house's target return to player: every offered price returns at most this per unit staked.",
    ),
    maxBetAmount: Type.Number({ description: 'Largest single bet. A money amount: at most 2 decimal places.' }),
    mode: modeField(
      'INTERACTIVE: seated players advance the game. AUTO: the server runs it on a clock (bettingSeconds per ' +
        'betting stage, revealSeconds for the result), starting games while anyone is seated.',
    ),
    skipTurn: skipTurnField(
      'No turn stage: the flop prices both cards to come and the table goes from the flop straight to the river.',
    ),
    bettingSeconds: bettingSecondsField('AUTO: how long each betting stage stays open, in seconds.'),
    revealSeconds: revealSecondsField("AUTO: how long the river's result stands before the next game, in seconds."),
  },
  { $id: 'TableSettings', additionalProperties: false },
)
export type TableSettings = Static<typeof TableSettingsSchema>

export const CreateTableRequestSchema = Type.Object(
  {
    numberOfHands: Type.Optional(numberOfHandsField('Hands dealt in each game, 2..23; default 4.')),
    numberOfSeats: Type.Optional(
      Type.Integer({
        minimum: MIN_NUMBER_OF_SEATS,
        maximum: MAX_TABLE_SEATS,
        description:
          `Seats, ${MIN_NUMBER_OF_SEATS}..${MAX_TABLE_SEATS}; default TABLE_SEATS. 1 makes a personal ` + `table.`,
        [ERROR_MESSAGE_KEY]: `numberOfSeats must be an integer between ${MIN_NUMBER_OF_SEATS} and ${MAX_TABLE_SEATS}.`,
      }),
    ),
    targetRtp: Type.Optional(
      targetRtpField('Target return to player, 0.80..1.00 with at most 4 decimals; default 0.97.'),
    ),
    maxBetAmount: Type.Optional(
      Type.Number({
        minimum: 0.01,
        maximum: MAX_BET,
        description:
          `Largest single bet: > 0, at most ${MAX_BET}, at most 2 decimal places (checked exactly); ` + `default 1000.`,
        [ERROR_MESSAGE_KEY]: MAX_BET_RULE,
      }),
    ),
    mode: Type.Optional(
      modeField('INTERACTIVE (default): seated players advance the game. AUTO: the server runs it on a clock.'),
    ),
    skipTurn: Type.Optional(skipTurnField('true: no turn stage (the flop goes straight to the river); default false.')),
    bettingSeconds: Type.Optional(
      bettingSecondsField(
        `AUTO: each betting stage's window, ${MIN_BETTING_SECONDS}..${MAX_BETTING_SECONDS} s; default ` +
          `${DEFAULT_BETTING_SECONDS}.`,
      ),
    ),
    revealSeconds: Type.Optional(
      revealSecondsField(
        `AUTO: how long the river's result stands before the next game, ` +
          `${MIN_REVEAL_SECONDS}..${MAX_REVEAL_SECONDS} ` +
          `` +
          `s; default ${DEFAULT_REVEAL_SECONDS}.`,
      ),
    ),
  },
  {
    $id: 'CreateTableRequest',
    additionalProperties: false,
    examples: [
      { numberOfHands: 2, numberOfSeats: 1, targetRtp: 0.97, maxBetAmount: 50 },
      { numberOfHands: 3, numberOfSeats: 6, mode: 'AUTO', bettingSeconds: 15, revealSeconds: 5 },
    ],
  },
)
export type CreateTableRequest = Static<typeof CreateTableRequestSchema>

export const TableCreatedSchema = Type.Object(
  { tableId: Type.Integer({ minimum: 1 }), settings: Type.Ref(TableSettingsSchema) },
  { $id: 'TableCreated', additionalProperties: false },
)

export const GameStateSchema = Type.Unsafe<(typeof GAME_STATES)[number]>(
  Type.String({
    $id: 'GameState',
    enum: [...GAME_STATES],
    description:
      'STATUS_SETUP (no game in progress) -> STATUS_HOLE -> STATUS_FLOP -> STATUS_TURN -> STATUS_RIVER -> ' +
      'STATUS_SETUP.',
  }),
)

export const AdvanceRequestSchema = Type.Object(
  {
    playerId: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'A player seated at the table (the token subject when tokens are verified).',
    }),
    from: Type.Ref(GameStateSchema, {
      description: 'The state the table is moved from; any other current state is 409.',
    }),
    clientSeed: Type.Optional(
      Type.String({
        pattern: CLIENT_SEED_PATTERN,
        description:
          'Only when starting a game (from STATUS_SETUP): your seed for the shuffle, 1..64 printable ASCII ' +
          'characters. Default: 16 random hex characters.',
        [ERROR_MESSAGE_KEY]: 'clientSeed must be 1 to 64 printable ASCII characters.',
      }),
    ),
  },
  {
    $id: 'AdvanceRequest',
    additionalProperties: false,
    examples: [{ playerId: 'player-1', from: 'STATUS_SETUP', clientSeed: 'my-lucky-seed' }],
  },
)
export type AdvanceRequest = Static<typeof AdvanceRequestSchema>

export const PANEL_STATUSES = [...HAND_STATUSES, 'IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE'] as const

export const HandPanelSchema = Type.Object(
  {
    handIndex: Type.Integer({ minimum: 0 }),
    bettingStage: Type.Integer({
      minimum: 0,
      maximum: 3,
      description: '0 hole cards, 1 flop, 2 turn, 3 river (the result).',
    }),
    handStatus: Type.Unsafe<(typeof PANEL_STATUSES)[number]>(
      Type.String({
        enum: [...PANEL_STATUSES],
        description: 'As on a deal; panels of stages already passed are IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE.',
      }),
    ),
    winPercentage: Type.Number({ description: 'Exact chance that the hand alone wins, percent, 2 decimals.' }),
    drawPercentage: Type.Number({
      description: 'Exact chance that the hand ties for the best hand, percent, 2 decimals.',
    }),
    fairOdds: Type.Number({
      description: '1 / pWD (pWD: chance to win or tie), 2 decimals; 0 when the hand cannot win or tie.',
    }),
    odds: Type.Number({
      description:
        'The price offered (decimal, stake included): fairOdds x targetRtp rounded down onto the ladder (0.1 below ' +
        '5, 1 below 20, 10 below 100, then 100). 0 when not offered.',
    }),
    actualRtp: Type.Number({
      description: 'odds x pWD, 4 decimals: the expected return per unit staked; never above targetRtp.',
    }),
    isFavourite: Type.Boolean(),
    cantLose: Type.Boolean({ description: 'The hand wins or ties on every completion of the board.' }),
    bestValue: Type.Boolean({
      description: 'The offered hand with the highest actualRtp (lowest handIndex on a tie).',
    }),
    isWinner: Type.Optional(Type.Boolean({ description: 'At the river only: the hand wins or ties.' })),
    bestFiveCards: Type.Optional(
      Type.Array(Type.Ref(CardSchema), {
        minItems: 5,
        maxItems: 5,
        description: 'From the flop on: the best five cards, most important first.',
      }),
    ),
    handDescription: Type.String({ examples: ['Two pair, Aces and Sevens'] }),
  },
  {
    $id: 'HandPanel',
    additionalProperties: false,
    description: 'One hand at one betting stage, priced exactly with the house margin.',
  },
)
export type HandPanel = Static<typeof HandPanelSchema>

export const SeatViewSchema = Type.Object(
  {
    seatId: Type.Integer({ minimum: 1 }),
    playerId: Type.Optional(
      Type.String({
        description:
          "Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an operator sees " +
          "every seat's).",
      }),
    ),
    seatBalance: Type.Number(),
  },
  { additionalProperties: false },
)

export const TableStateSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1 }),
    settings: Type.Ref(TableSettingsSchema),
    gameState: Type.Ref(GameStateSchema),
    bettingStage: Type.Integer({
      minimum: -1,
      maximum: 2,
      description: '0 at HOLE, 1 at FLOP, 2 at TURN; -1 (no betting) at SETUP and RIVER.',
    }),
    gameId: Type.Optional(Type.Integer({ minimum: 1, description: 'The game in progress (from HOLE to RIVER).' })),
    gamesStarted: Type.Integer({
      minimum: 0,
      description: 'Games started at this table; the last game is gameId = gamesStarted.',
    }),
    hands: Type.Optional(Type.Array(Type.Ref(HandSchema), { description: 'From HOLE on.' })),
    board: Type.Array(Type.Ref(CardSchema), {
      maxItems: 5,
      description: 'The board revealed so far: 0, 3, 4 or 5 cards.',
    }),
    seats: Type.Array(SeatViewSchema, { description: 'Occupied seats, by seatId.' }),
    serverSeedHash: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{64}$',
        description: 'From HOLE on: SHA-256 of the secret server seed (the commitment).',
      }),
    ),
    clientSeed: Type.Optional(Type.String()),
    nonce: Type.Optional(Type.Integer({ minimum: 1, description: "The game's number at its table." })),
    serverSeed: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{64}$',
        description: 'At the river only: the server seed, to recompute the deck.',
      }),
    ),
    handOdds: Type.Array(Type.Ref(HandPanelSchema), {
      description: 'For each stage reached so far (hole, flop, turn, then the river result) and each hand.',
    }),
    bets: Type.Array(Type.Ref(BetSchema), {
      description: "Bets of the game in progress (with verified tokens, the caller's own only; an operator sees all).",
    }),
    totals: Type.Ref(TableTotalsSchema),
    stageEndsAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'AUTO tables: when the current state ends by the clock (ISO 8601, milliseconds). A bet or ready that ' +
          'arrives later is refused, even before the step runs.',
      }),
    ),
    serverTime: Type.String({
      format: 'date-time',
      description:
        "The server's time when this view was made (ISO 8601, milliseconds): count down to stageEndsAt from it.",
    }),
    readySeats: Type.Array(Type.Integer({ minimum: 1 }), {
      description: 'Seats whose players called ready for the open betting stage.',
    }),
    eventId: Type.Integer({
      minimum: 0,
      description: "The table's last event number (see GET /api/tables/{tableId}/events).",
    }),
    disabled: Type.Optional(
      Type.Object(
        {
          scope: Type.Unsafe<'TABLE' | 'GAMING'>(
            Type.String({
              enum: ['TABLE', 'GAMING'],
              description: 'TABLE: this table is switched off; GAMING: all gaming is.',
            }),
          ),
          since: Type.String({ format: 'date-time' }),
        },
        {
          additionalProperties: false,
          description:
            'Present while the operator has switched the table (or all gaming) off: no new seat and no new game; ' +
            'the game in play finishes and players may leave.',
        },
      ),
    ),
  },
  { $id: 'TableState', additionalProperties: false },
)
export type TableState = Static<typeof TableStateSchema>

export const ReadyRequestSchema = Type.Object(
  {
    playerId: playerIdField('A player seated at the table (the token subject when tokens are verified).'),
    gameId: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      [ERROR_MESSAGE_KEY]: 'gameId must be an integer between 1 and 2147483647.',
    }),
    bettingStage: Type.Integer({ minimum: 0, maximum: 2, [ERROR_MESSAGE_KEY]: 'bettingStage must be 0, 1 or 2.' }),
  },
  {
    $id: 'ReadyRequest',
    additionalProperties: false,
    examples: [{ playerId: 'player-1', gameId: 1, bettingStage: 0 }],
  },
)
export type ReadyRequest = Static<typeof ReadyRequestSchema>

export const GameParamsSchema = Type.Object(
  {
    tableId: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      [ERROR_MESSAGE_KEY]: 'tableId must be an integer between 1 and 2147483647.',
    }),
    gameId: Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      [ERROR_MESSAGE_KEY]: 'gameId must be an integer between 1 and 2147483647.',
    }),
  },
  { additionalProperties: false },
)

export const GameRecordSchema = Type.Object(
  {
    tableId: Type.Integer({ minimum: 1 }),
    gameId: Type.Integer({ minimum: 1 }),
    nonce: Type.Integer({ minimum: 1 }),
    serverSeed: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    serverSeedHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    clientSeed: Type.String(),
    deck: Type.Array(Type.Ref(CardSchema), {
      minItems: 52,
      maxItems: 52,
      description: 'The whole shuffled deck, as recomputed from the seeds.',
    }),
    hands: Type.Array(Type.Ref(HandSchema)),
    board: Type.Array(Type.Ref(CardSchema), { minItems: 5, maxItems: 5 }),
    handOdds: Type.Array(Type.Ref(HandPanelSchema), {
      description: 'Every stage as priced when it was open: hole, flop, turn, river result.',
    }),
    bets: Type.Array(Type.Ref(BetSchema), {
      description:
        "Every bet of the game with its result and payout (with verified tokens, the caller's own only; an operator " +
        'sees all).',
    }),
    startedAt: Type.String({ format: 'date-time' }),
    voided: Type.Optional(
      Type.Object(
        { at: Type.String({ format: 'date-time' }), reason: Type.String() },
        {
          additionalProperties: false,
          description:
            'Present when the operator voided the game before it settled: every open bet is VOID with its stake ' +
            'returned, and nothing more is dealt from its seed.',
        },
      ),
    ),
  },
  { $id: 'GameRecord', additionalProperties: false },
)
export type GameRecord = Static<typeof GameRecordSchema>

export const BulkGamesRequestSchema = Type.Object(
  {
    numberOfGames: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_BULK_GAMES,
        description: `Games to deal, 1..${MAX_BULK_GAMES}; default ${DEFAULT_BULK_GAMES}.`,
        [ERROR_MESSAGE_KEY]: `numberOfGames must be an integer between 1 and ${MAX_BULK_GAMES}.`,
      }),
    ),
    numberOfHands: Type.Optional(
      numberOfHandsField(`Hands per game, ${MIN_HANDS}..${MAX_HANDS}; default ${DEFAULT_BULK_HANDS}.`),
    ),
    targetRtp: Type.Optional(
      targetRtpField('Target return to player, 0.80..1.00 with at most 4 decimals; default 0.97.'),
    ),
  },
  {
    $id: 'BulkGamesRequest',
    additionalProperties: false,
    examples: [{ numberOfGames: 1, numberOfHands: 2, targetRtp: 0.97 }],
  },
)
export type BulkGamesRequest = Static<typeof BulkGamesRequestSchema>

export const STAGE_NAMES = ['HOLE', 'FLOP', 'TURN', 'RIVER'] as const

export const HandStageInfoSchema = Type.Object(
  {
    handIndex: Type.Integer({ minimum: 0 }),
    bettingStage: Type.Integer({ minimum: 0, maximum: 3 }),
    stage: Type.Unsafe<(typeof STAGE_NAMES)[number]>(Type.String({ enum: [...STAGE_NAMES] })),
    percentWin: Type.Number(),
    percentDraw: Type.Number(),
    percentWinOrDraw: Type.Number(),
    oddsActual: Type.Number({ description: 'Fair odds 1 / pWD, 2 decimals (0 when the hand cannot win or tie).' }),
    oddsMargin: Type.Number({ description: 'oddsActual x targetRtp before rounding, 4 decimals.' }),
    oddsRounded: Type.Number({
      description: 'The price offered: oddsMargin rounded down onto the ladder; 0 when not offered.',
    }),
    actualRtp: Type.Number({ description: 'oddsRounded x pWD, 4 decimals.' }),
    roundingRake: Type.Number({
      description:
        'targetRtp - actualRtp for an offered hand (what rounding down keeps), 4 decimals; 0 when not offered.',
    }),
    statusIsWinner: Type.Optional(Type.Boolean({ description: 'River only.' })),
    statusCantLose: Type.Boolean(),
    statusIsFavourite: Type.Boolean(),
    statusBestRtp: Type.Boolean(),
    bestFiveCards: Type.Optional(Type.Array(Type.Ref(CardSchema), { minItems: 5, maxItems: 5 })),
    handDescShort: Type.String({ examples: ['Two pair'] }),
    handDescLong: Type.String({ examples: ['Two pair, Aces and Sevens'] }),
  },
  { $id: 'HandStageInfo', additionalProperties: false },
)

export const BulkGameSchema = Type.Object(
  {
    gameId: Type.String({ format: 'uuid' }),
    hands: Type.Array(Type.Ref(HandSchema)),
    bc1: Type.Ref(CardSchema),
    bc2: Type.Ref(CardSchema),
    bc3: Type.Ref(CardSchema),
    bc4: Type.Ref(CardSchema),
    bc5: Type.Ref(CardSchema),
    handStageInfoList: Type.Array(Type.Ref(HandStageInfoSchema), {
      description: 'numberOfHands x 4 entries, stage by stage: HOLE, FLOP, TURN, RIVER.',
    }),
  },
  { $id: 'BulkGame', additionalProperties: false },
)

export const BulkGamesResponseSchema = Type.Object(
  { games: Type.Array(Type.Ref(BulkGameSchema)) },
  { $id: 'BulkGamesResponse', additionalProperties: false },
)
export type BulkGamesResponse = Static<typeof BulkGamesResponseSchema>

/** GET /api/operator/tables: a page of the tables, by tableId. */
export const TableListQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_TABLE_PAGE,
        description: `Tables per page, 1..${MAX_TABLE_PAGE}; default ${DEFAULT_TABLE_PAGE}.`,
        [ERROR_MESSAGE_KEY]: `limit must be an integer between 1 and ${MAX_TABLE_PAGE}.`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10,
        pattern: '^[1-9][0-9]*$',
        description: 'The nextCursor of the previous page (opaque).',
        [ERROR_MESSAGE_KEY]: 'cursor must be the nextCursor of a previous page.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const TablePageSchema = Type.Object(
  {
    tables: Type.Array(Type.Ref(TableStateSchema), {
      description: 'Each table as GET /api/tables/{tableId}/state answers an operator, by tableId ascending.',
    }),
    nextCursor: Type.Optional(
      Type.String({ description: 'Present when more tables may follow: pass it as `cursor`.' }),
    ),
  },
  { $id: 'TablePage', additionalProperties: false },
)

export const GAME_SCHEMAS = [
  TableSettingsSchema,
  CreateTableRequestSchema,
  TableCreatedSchema,
  GameStateSchema,
  AdvanceRequestSchema,
  ReadyRequestSchema,
  HandPanelSchema,
  TableStateSchema,
  TablePageSchema,
  GameRecordSchema,
  BulkGamesRequestSchema,
  HandStageInfoSchema,
  BulkGameSchema,
  BulkGamesResponseSchema,
]
