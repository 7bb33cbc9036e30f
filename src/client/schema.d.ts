// Types for the HTTP API, generated from openapi.yaml by scripts/gen-client.ts (`npm run client`); do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Public. 200 when the service and its store are reachable ("degraded" when the store is at one of its bounds); 503 with the same body saying which dependency is not.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deposit into a player's account (operator)
         * @description Moves money from outside the house into the account. Operator rights required; the Idempotency-Key is required, so a retry never pays twice.
         */
        post: operations["depositToAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from a player's account (operator)
         * @description Moves money out of the account to outside the house; beyond the balance it is 409 and nothing moves. Operator rights required; the Idempotency-Key is required.
         */
        post: operations["withdrawFromAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The house report (operator)
         * @description Per table and for the house: games played; amounts bet, cancelled and paid out; realised RTP beside targetRtp; the house result; open exposure (the most the open bets could pay); and money held in accounts and seats. The house adds up: deposits + playGrants - withdrawals = accountsHeld + seatsHeld + houseResult.
         */
        get: operations["getHouseReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the house report's running totals against the history (operator)
         * @description The auditor's check: every running total the house report reads (each table's stakes, cancels and payouts; each kind of account entry; the money in accounts) recomputed from the ledgers and compared, each difference in cents. It reads the whole history, so it takes seconds on a large house; it changes nothing but the audit log, where it is recorded with the reason and the number of differences.
         */
        post: operations["reconcileHouse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or remove the operator's limit for a player (operator)
         * @description Applies at once either way. The lowest of the player's and the operator's limits of a kind and period applies. Operator rights and a reason required.
         */
        put: operations["setOperatorLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Impose a time-out on a player (operator)
         * @description For a third party's or a regulator's request: as the player's own, it starts at once and cannot be shortened or lifted. Operator rights and a reason required.
         */
        post: operations["imposeTimeout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/self-exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Impose a self-exclusion on a player (operator)
         * @description For a third party's or a regulator's request: as the player's own, it starts at once and cannot be shortened or lifted. Operator rights and a reason required.
         */
        post: operations["imposeSelfExclusion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every table with its game, a page at a time (operator)
         * @description The tables that exist (created, or sat at), by tableId ascending, each as GET /api/tables/{tableId}/state answers an operator: what a console shows of the whole floor in one call per page instead of one per table. Follow each table's changes after it with GET /api/operator/events.
         */
        get: operations["listTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log (operator)
         * @description Significant events newest first: deposits and withdrawals, every change to a player's protection, switches, voids, large wins, refused tokens (per address and minute) and tables created, each with its time, kind, actor, the player or table it concerns, the reason given and the values before and after. Filters: kind, playerId, tableId, from (inclusive), to (exclusive). With `Accept: text/csv` the same page as CSV (the next page's cursor in the `Next-Cursor` header; archived months the period covers in the `Archived` header, as `from/to` ISO intervals). No endpoint changes or removes a row.
         */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tables/{tableId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a table (operator)
         * @description Switches the table off: it starts no new game (the game in play finishes, AUTO tables included) and seats nobody (409); players may leave. Audited with the reason; the table's state and events show it (`disabled`).
         */
        post: operations["disableTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a player (operator)
         * @description Switches the player off: no bet, sit, top-up or deposit is accepted (403); leaving a table and withdrawals still work, and bets already placed settle. Audited with the reason.
         */
        post: operations["disablePlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/gaming/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable all gaming (operator)
         * @description Switches every table off at once, as if each were disabled: games in play finish, no new game or seat. Audited with the reason; every table's state and events show it (`disabled.scope` GAMING).
         */
        post: operations["disableGaming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tables/{tableId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a table (operator)
         * @description Switches the table on again (all gaming may still hold it off). Audited with the reason.
         */
        post: operations["enableTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/players/{playerId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a player (operator)
         * @description Switches the player on again. Audited with the reason.
         */
        post: operations["enablePlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/gaming/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable all gaming (operator)
         * @description Switches all gaming on again (tables switched off on their own stay off). Audited with the reason.
         */
        post: operations["enableGaming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/tables/{tableId}/games/{gameId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a game not yet settled (operator)
         * @description Voids the table's game in play, before its river settles it, in one transaction: every open bet becomes VOID with its stake back on its seat (a BET_CANCEL ledger entry naming the bet), the game is marked voided with the reason and its server seed revealed (nothing more is dealt from it), and the table returns to SETUP. A game that is over (settled or voided) is 409; a game the table never had is 404. Audited. Answers the game's record.
         */
        post: operations["voidGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/switches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is switched off (operator)
         * @description All gaming, if off, and every table and player switched off, with who did it, why and since when.
         */
        get: operations["listSwitches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/rtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Return to player, actual against theoretical (operator)
         * @description Per table and betting stage, over the settled bets placed in the window (`from`, `to`; `tableId`): bets, staked, returned, the actual RTP (returned / staked) and the theoretical RTP (the expected return of the bets actually placed, from each bet's recorded price and the exact chance its hand won or tied from its stage), with its standard error and the table's target. With `Accept: text/csv` the rows as CSV.
         */
        get: operations["getRtpReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/wallet/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the seamless wallet's transactions (operator)
         * @description With WALLET=seamless, every call owed or made to the casino's wallet, newest first: debits (a bet's stake), credits (a settlement, one a player and game) and rollbacks (a cancel, a void, a lost debit), each with its status, sends and last failure. Filters: status (PENDING and FAILED are what needs watching), kind, roundId, from (inclusive), to (exclusive). With `Accept: text/csv` the same page as CSV (the next page's cursor in the `Next-Cursor` header). Empty in the other wallet modes.
         */
        get: operations["listWalletTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/wallet/transactions/{transactionId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed wallet transaction again (operator)
         * @description A FAILED credit or rollback becomes PENDING and due now: the outbox sends it again with the same transaction id. Audited (WALLET_RETRIED) with the reason. Anything else is 409.
         */
        post: operations["retryWalletTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/wallet/transactions/{transactionId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a wallet transaction settled by hand (operator)
         * @description A FAILED or PENDING credit or rollback becomes RESOLVED: the operator settled it with the casino another way and the outbox stops sending it. Audited (WALLET_RESOLVED) with the reason. A debit, or a transaction already DONE or RESOLVED, is 409.
         */
        post: operations["resolveWalletTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/integrity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the software's fingerprints (operator)
         * @description The SHA-256 of each critical file the service runs (the engine, the game, pricing, the shuffle, the wallet and the store with its SQL), computed now from the files on disk, against the manifest made when the tree was built, with a verdict for each and for all. With `seed`, an HMAC-SHA256 of the list under it, which a lab recomputes from its copy of the certified files (docs/certification.md).
         */
        get: operations["getIntegrity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/events/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket for the operator's stream of every table (operator)
         * @description As POST /api/tables/{tableId}/events/tickets, for GET /api/operator/events: pass it as ?ticket= (single use; expires after 30 s). Operator rights are required.
         */
        post: operations["createFloorEventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operator/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow every table's changes as Server-Sent Events (operator)
         * @description One stream of every table's changes from the moment it opens, for a console that shows many tables (a browser opens only a few streams to one server at a time). Each message is `event: <type>` and `data:` the table's event as GET /api/tables/{tableId}/events sends it to an operator, with its `tableId`; there is no snapshot and no id. Once it is open, read every table's state (GET /api/operator/tables, a page of tables a request) and fold each table's events into its state in eventId order: an event one past the state's eventId folds in, an older one is already in it, and a later one means one was missed: read that table's state again (GET /api/tables/{tableId}/state). A table first seen in the stream is new or newly active: read its state. The stream closes when this instance may have missed changes (its connection to the store was lost); on reconnecting, read the states again. Authenticate with the Authorization header or ?ticket= from POST /api/operator/events/tickets. Operator rights are required.
         */
        get: operations["followFloorEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deal hands with exact odds
         * @description Shuffles a fresh deck (unbiased Fisher-Yates on a cryptographic RNG), deals numberOfHands hands of two cards and prices each one exactly over every possible board. The body may be omitted or empty ({}): 4 hands are dealt.
         */
        post: operations["dealHands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exact odds for given hands and board
         * @description Prices 2..23 hands on a board of 0 (hole cards), 3 (flop), 4 (turn) or 5 (river) known cards, exactly, over every completion of the board. The betting stage follows from the board size.
         */
        post: operations["calculateOdds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/equity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Equity of hands and ranges against each other
         * @description 2..6 ranges (Equilab notation, optionally weighted) on a board of 0, 3, 4 or 5 cards with optional dead cards. Exact enumeration when it fits the time budget, else Monte Carlo to a standard-error target; `method` and `stopReason` say which. Work runs off the event loop, within the caller's share of the engine, and stops when the client disconnects. See docs/range-equity.md.
         */
        post: operations["calculateRangeEquity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/sit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sit at a table with a buy-in
         * @description Seats the player at the lowest free seat and sets its balance to the buy-in, or, when the player already sits at this table, adds the buy-in to their seat's balance. Money is kept in integer cents. Send an Idempotency-Key to make retries safe.
         */
        post: operations["sitAtTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a table
         * @description The seats taken at a table with their balances (with verified tokens, other players' ids are not shown). A table nobody sat at is returned empty.
         */
        get: operations["getTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a table with its settings
         * @description Creates a table under a new tableId with the given settings (the rest default: 4 hands, TABLE_SEATS seats, targetRtp 0.97, maxBetAmount 1000). A table with one seat is a personal table. The body may be omitted.
         */
        post: operations["createTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a table's game
         * @description The table, its seats and its game as far as it has been revealed: the hands from HOLE, the board cards of the stages reached, every reached stage's priced panels, and the fairness fields (serverSeed only at the river). Send If-None-Match with the ETag to get 304 while nothing changed.
         */
        get: operations["getTableState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a table's game one state on
         * @description Moves the table from the state named in `from` to the next one: SETUP -> HOLE deals and prices a whole new game (from a fresh server seed, your clientSeed and the next nonce), HOLE -> FLOP -> TURN reveal the board, TURN -> RIVER reveals the river and the server seed, RIVER -> SETUP ends the game. Any other current state is 409, so a double click or two players advancing at once move the game one step. Only a seated player may advance.
         */
        post: operations["advanceGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a finished game
         * @description The record of a game from its river on: server seed, client seed and nonce (to recompute the deck), every card, every stage's panels. A game in progress is 409; nothing of it is shown before the river.
         */
        get: operations["getGameRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deal ready-made whole games for offline play
         * @description Deals numberOfGames whole games (cryptographic shuffle) and prices every stage exactly with the house margin, as a table does. The games carry their own results: they are for play without money. The body may be omitted.
         */
        post: operations["generateBulkGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bet on a hand at the open stage
         * @description The stake leaves the seat balance and the bet records the price offered at its stage. Accepted only while the stage it names is open when the bet is applied (409 otherwise, however the requests race), on a hand that is offered, within the seat balance and the table's maxBetAmount. Send an Idempotency-Key to make retries safe.
         */
        post: operations["placeBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/bets/{betId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancel a bet of the open stage
         * @description Refunds the stake of an open bet while its stage is still open; bets of earlier stages are final (409). Only the bet's own player may cancel it.
         */
        delete: operations["cancelBet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a table with the whole balance
         * @description Frees the player's seat and cashes out its whole balance. Refused (409) while the player has bets not yet settled.
         */
        post: operations["leaveTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a player's ledger at a table
         * @description Every movement of the player's money at the table: BUY_IN, BET, BET_CANCEL, PAYOUT, CASH_OUT, each with the balance after it; oldest first (order=asc, the default) or newest first, at most `limit` a page (default 100), with nextCursor for the next. With verified tokens a player reads only their own, an operator any player's (playerId required).
         */
        get: operations["getLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a player's account
         * @description The account's balance and the seats the player holds. With verified tokens a player reads only their own; an operator reads any.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a page of a player's account ledger
         * @description Every movement of the account: DEPOSIT, WITHDRAWAL, PLAY_GRANT, TO_SEAT and FROM_SEAT, each with the balance after it; oldest first (order=asc, the default) or newest first (desc), at most `limit` a page, with nextCursor for the next. A page costs the same at any depth of history.
         */
        get: operations["getAccountLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a player's protection
         * @description The limits in force with what each has used in its rolling window and when the oldest use leaves it, every limit set with any pending change and when it applies, and the time-out or self-exclusion in force. With verified tokens a player reads only their own; an operator reads any.
         */
        get: operations["getProtection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/protection/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read every change to a player's protection
         * @description Who changed what and when, the value before and after, and the operator's reason; oldest first. Changes are never altered or removed.
         */
        get: operations["getProtectionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set, lower, raise or remove one of your limits
         * @description A new limit or a lower one applies at once (and cancels a pending rise); a higher one or a removal (amount null) is pending until the cooling-off (LIMIT_COOLING_OFF_HOURS, 24 by default) has passed, and the limit in force holds in full until then.
         */
        put: operations["setLimit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose how often you are reminded how long you have played
         * @description Every `minutes` (10 to 120) of a session, or null for none; without a choice the operator default (REALITY_CHECK_MINUTES) applies. A session starts with the first bet after 30 minutes without one; when the interval has passed since it began or since the last acknowledgement, the next bet is refused with 409 REALITY_CHECK_DUE and the session so far, until acknowledged.
         */
        put: operations["setRealityCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/reality-check/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acknowledge a reality check and go on playing
         * @description The next check falls due one interval from now. Without a session going on it changes nothing.
         */
        post: operations["acknowledgeRealityCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/timeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a time-out from play
         * @description From 24 hours to six weeks, at once. Until it ends no bet, sit, top-up or deposit is accepted (403); leaving a seat and withdrawals still work. It cannot be shortened or lifted.
         */
        post: operations["startTimeout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/self-exclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude yourself from play
         * @description From 6 to 60 months (of 30 days), at once, with confirm: true. Until it ends no bet, sit, top-up or deposit is accepted (403); leaving a seat and withdrawals still work. It cannot be shortened or lifted, by the player or the operator.
         */
        post: operations["selfExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{playerId}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recall a player's games
         * @description The games the player bet on, at every table, newest first (by start), a page at a time (`limit`, `cursor`; `from`, `to` on the start). Each: its status (IN_PLAY, SETTLED, VOID), the hands, the board and every hand's prices stage by stage, the player's bets with their outcomes and payouts, the totals staked and returned, the seat's balance before the first bet and after the game, and once it is over its server seed (with the hash and client seed, to verify the deck). Of a game in play only what its table shows now. With verified tokens a player recalls only their own; an operator any.
         */
        get: operations["recallGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Say you are done with the open betting stage
         * @description At an AUTO table the open betting stage closes at its deadline, or as soon as every seated player has called ready for it. Names the game and stage; refused (409) once that stage is closed or its deadline has passed. A repeated call changes nothing.
         */
        post: operations["markReady"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/events/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket for a browser's EventSource
         * @description Browsers' EventSource cannot send the Authorization header, and a token never goes in a URL: this answers a ticket to pass as ?ticket= to GET /api/tables/{tableId}/events instead. Single use; expires after 30 s. The stream then shows what this caller may see.
         */
        post: operations["createEventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tables/{tableId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a table's changes as Server-Sent Events
         * @description A text/event-stream: first a `snapshot` event (the table as GET /api/tables/{tableId}/state shows it to you), then one event per change, in order: `table`, `seats`, `bet`, `ready`, `stage`. Each message has `id` (the table's event number: one more per change, no gaps), `event` (the type) and `data` (JSON: type, eventId, at, and `change`, what the change changed as you may see it: fold it into the state you hold, as the TableChange schema says, to have the state right after it). A bet's event is the bet, its seat's balance and the amount bet, the same size however many bets the game has. Nothing unrevealed is ever in an event. Reconnect with Last-Event-ID to get every event after it (or a new snapshot when it is older than the last 1000 events the table keeps). A comment line every 15 s keeps proxies from closing an idle stream. A client that falls 256 KiB behind is disconnected and may resume. Authenticate with the Authorization header, or with ?ticket= from POST /api/tables/{tableId}/events/tickets (for EventSource). A verified player's own stream also gets `event: reality-check` (no id) when a reality check falls due in their session.
         */
        get: operations["followTableEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description A card: rank (2-9, T, J, Q, K, A) followed by a lower-case suit (c, d, h, s).
         * @example As
         */
        Card: string;
        /**
         * @description Two hole cards back to back, e.g. "AsKd".
         * @example AsKd
         */
        Hand: string;
        /**
         * @description IN_PLAY_DEAD: cannot win or tie. IN_PLAY_WILL_WIN: cannot lose (before the river). IN_PLAY_FAVOURITE: the one hand with the highest winPercentage (lowest handIndex on a tie). IN_PLAY_BETTING_STAGE_ACTIVE: any other live hand. At the river: IN_PLAY_WINNER (ties included) or IN_PLAY_DEAD.
         * @enum {string}
         */
        HandStatus: "IN_PLAY_FAVOURITE" | "IN_PLAY_BETTING_STAGE_ACTIVE" | "IN_PLAY_WILL_WIN" | "IN_PLAY_DEAD" | "IN_PLAY_WINNER";
        /** @description Win/draw probabilities and odds of one hand. */
        HandOdds: {
            /** @description Zero-based index into `hands`. */
            handIndex: number;
            /** @description 0 hole cards, 1 flop, 2 turn, 3 river. */
            bettingStage: number;
            handStatus: components["schemas"]["HandStatus"];
            /**
             * @description Exact percent chance that this hand alone wins at showdown, rounded to 2 decimals.
             * @example 81.95
             */
            winPercentage: number;
            /**
             * @description Exact percent chance that this hand ties for the best hand, rounded to 2 decimals.
             * @example 0.54
             */
            drawPercentage: number;
            /**
             * @description Fair decimal odds 100 / winPercentage (from the exact probability), 2 decimals; 0 when the hand cannot win outright.
             * @example 1.22
             */
            odds: number;
        };
        /** @description Every error answer. */
        ErrorBody: {
            /**
             * @description What was wrong, naming the field and the rule.
             * @example numberOfHands must be an integer between 2 and 23.
             */
            error: string;
            /** @description Player protection refused the money: which rule, and what is left or until when. */
            refusal?: {
                /** @description A limit met (409), the time-out or self-exclusion in force (403), or a reality check due (409). */
                reason: "LIMIT_REACHED" | "TIMEOUT" | "SELF_EXCLUSION" | "REALITY_CHECK_DUE";
                limit?: {
                    kind: "DEPOSIT" | "WAGER" | "LOSS";
                    period: "DAY" | "WEEK" | "MONTH";
                    /** @description The limit in force. */
                    amount: number;
                    /** @description What is left of it in the rolling period now. */
                    remaining: number;
                };
                /**
                 * Format: date-time
                 * @description When the time-out or self-exclusion ends.
                 */
                until?: string;
                /** @description REALITY_CHECK_DUE: the session so far. */
                session?: {
                    /** Format: date-time */
                    startedAt: string;
                    minutesPlayed: number;
                    /** @description Stakes placed in the session, less cancels. */
                    staked: number;
                    /** @description Returns paid less stakes placed in the session. */
                    net: number;
                };
            };
        };
        ArchivedPeriod: {
            /**
             * Format: date-time
             * @description The first archived instant.
             */
            from: string;
            /**
             * Format: date-time
             * @description The end of the archived period (exclusive).
             */
            to: string;
        };
        Health: {
            /**
             * @description "ok"; "degraded" (still 200) when the store works but is at one of its bounds and refuses what would go beyond it (new tables, new Idempotency-Keys); "unavailable" (503) when a dependency cannot be reached.
             * @enum {string}
             */
            status: "ok" | "degraded" | "unavailable";
            /** @example hand-odds-service */
            service: string;
            /** @example 1.0.0 */
            version: string;
            /**
             * Format: date-time
             * @description Server time (ISO 8601).
             */
            time: string;
            store: {
                /** @enum {string} */
                name: "memory" | "postgres";
                ok: boolean;
                /** @description Present and true when the store is at one of its bounds. */
                atBound?: boolean;
                /** @description Why the store is unavailable, or which bound it is at. */
                detail?: string;
            };
        };
        /**
         * @description An empty object or no body deals the default number of hands.
         * @example {
         *       "numberOfHands": 4
         *     }
         */
        DealRequest: {
            /**
             * @description Number of hands to deal, 2..23; default 4.
             * @default 4
             * @example 4
             */
            numberOfHands?: number;
        };
        DealResponse: {
            /** @description Hand i is cards 2i and 2i+1 of the shuffled deck. */
            hands: components["schemas"]["Hand"][];
            /** @description One entry per hand; handOdds[i].handIndex = i. */
            handOdds: components["schemas"]["HandOdds"][];
            /** @description The rest of the shuffled deck in dealt order: [0..2] is the flop, [3] the turn, [4] the river. */
            remainingDeck: components["schemas"]["Card"][];
        };
        /**
         * @example {
         *       "hands": [
         *         "AcKd",
         *         "7h7s"
         *       ],
         *       "board": [
         *         "Ah",
         *         "3s",
         *         "9d"
         *       ]
         *     }
         */
        OddsRequest: {
            /** @description 2..23 hands of two cards each, e.g. "AcKd". */
            hands: components["schemas"]["Hand"][];
            /**
             * @description Known board cards: 0 (hole cards), 3 (flop), 4 (turn) or 5 (river).
             * @default []
             */
            board?: components["schemas"]["Card"][];
        };
        OddsResponse: {
            /** @description From the board size: 0, 3, 4, 5 cards -> stage 0, 1, 2, 3. */
            bettingStage: number;
            handOdds: components["schemas"]["HandOdds"][];
        };
        /**
         * @example {
         *       "ranges": [
         *         "QQ+,AKs",
         *         "JJ-99,AQs:0.5"
         *       ],
         *       "board": [
         *         "Ah",
         *         "7c",
         *         "2d"
         *       ]
         *     }
         */
        EquityRequest: {
            /** @description 2..6 ranges; a single hand is a range of one combo ("AhKh"). */
            ranges: string[];
            /**
             * @description Known board cards: 0, 3 (flop), 4 (turn) or 5 (river).
             * @default []
             */
            board?: components["schemas"]["Card"][];
            /**
             * @description Cards that are in no hand and on no board (folded or seen), at most 40.
             * @default []
             */
            dead?: components["schemas"]["Card"][];
            /**
             * @description Time budget in milliseconds (10..60000, default 2000), counted while the work runs. Exact enumeration is used when its estimate fits; otherwise Monte Carlo.
             * @default 2000
             */
            maxMillis?: number;
            /**
             * @description Monte Carlo stops once every range's standard error is at most this many percentage points (0.001..5, default 0.05), or when the budget ends.
             * @default 0.05
             */
            targetStdError?: number;
        };
        RangeEquity: {
            /** @description The range as sent. */
            range: string;
            /** @description Combos of the range counted: those sharing no card with the board or the dead cards. */
            combos: number;
            /** @description Percent of the pot the range takes on average: wins plus each tie's share, weighted as docs/range-equity.md says; 4 decimals. */
            equityPercentage: number;
            /** @description Percent of showdowns the range wins alone; 4 decimals. */
            winPercentage: number;
            /** @description Percent of showdowns the range ties with one or more others; 4 decimals. */
            tiePercentage: number;
            /** @description Monte Carlo only: the standard error of equityPercentage, in percentage points; 4 decimals. */
            stdError?: number;
        };
        EquityResponse: {
            /** @description exact: every showdown counted; montecarlo: sampled. */
            method: "exact" | "montecarlo";
            /** @description complete: exact enumeration finished. targetStdError: Monte Carlo reached the target. maxMillis: Monte Carlo stopped at the budget. */
            stopReason: "complete" | "targetStdError" | "maxMillis";
            /** @description Showdowns counted: (combination of combos, board) pairs when exact, samples for Monte Carlo. */
            showdowns: number;
            /** @description One entry per range, in the order sent. */
            ranges: components["schemas"]["RangeEquity"][];
        };
        /**
         * @example {
         *       "playerId": "player-1",
         *       "buyInAmount": 100
         *     }
         */
        SitRequest: {
            /**
             * @description Identifier of the player (the token subject when tokens are verified); no control characters.
             * @example player-1
             */
            playerId: string;
            /**
             * @description Amount brought to the seat: > 0, at most 1000000, at most 2 decimal places (a whole number of cents; the server checks it exactly).
             * @example 100
             */
            buyInAmount: number;
        };
        SitAck: {
            /** @enum {string} */
            acknowledgement: "ACK";
            /** @description Seat taken (1-based; the lowest free seat, or the player's existing seat). */
            seatId: number;
            /**
             * @description Balance of the seat after the buy-in.
             * @example 100
             */
            seatBalance: number;
        };
        Table: {
            tableId: number;
            /** @description Seats at the table. */
            seatCount: number;
            /** @description Occupied seats, by seatId. */
            seats: {
                seatId: number;
                /** @description Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an operator sees every seat's). */
                playerId?: string;
                seatBalance: number;
            }[];
        };
        /**
         * @example {
         *       "playerId": "player-1",
         *       "gameId": 1,
         *       "bettingStage": 1,
         *       "handIndex": 0,
         *       "betAmount": 5
         *     }
         */
        PlaceBetRequest: {
            /**
             * @description The betting player, seated at the table (the token subject when tokens are verified).
             * @example player-1
             */
            playerId: string;
            /** @description The game in progress. */
            gameId: number;
            /** @description The open stage: 0 hole, 1 flop, 2 turn. */
            bettingStage: number;
            /** @description The hand bet on. */
            handIndex: number;
            /** @description The stake: > 0, at most 2 decimal places (checked exactly), at most the seat balance and the table's maxBetAmount. */
            betAmount: number;
        };
        BetAck: {
            /** @enum {string} */
            acknowledgement: "ACK";
            betId: number;
            /** @description The price offered at the stage, recorded with the bet: a win or tie pays floor(stake x recordedOdds). */
            recordedOdds: number;
            /** @description The seat balance after the stake left it. */
            seatBalance: number;
        };
        CancelAck: {
            /** @enum {string} */
            acknowledgement: "ACK";
            betId: number;
            /** @description The stake, back in the seat. */
            refund: number;
            seatBalance: number;
        };
        /**
         * @example {
         *       "playerId": "player-1"
         *     }
         */
        LeaveRequest: {
            /**
             * @description The player leaving (the token subject when tokens are verified).
             * @example player-1
             */
            playerId: string;
        };
        LeaveAck: {
            /** @enum {string} */
            acknowledgement: "ACK";
            /** @description The seat freed. */
            seatId: number;
            /** @description The whole seat balance, paid out. */
            cashedOut: number;
        };
        Bet: {
            betId: number;
            gameId: number;
            bettingStage: number;
            handIndex: number;
            playerId: string;
            seatId: number;
            betAmount: number;
            recordedOdds: number;
            /**
             * @description OPEN until the river settles it (WON includes ties), or CANCELLED.
             * @enum {string}
             */
            status: "OPEN" | "CANCELLED" | "WON" | "LOST" | "VOID";
            /** @description What the bet paid at settlement, stake included; 0 for a lost bet. */
            payout?: number;
            /** Format: date-time */
            placedAt: string;
        };
        LedgerEntry: {
            entryId: number;
            seatId: number;
            playerId: string;
            /**
             * @description BALANCE_FORWARD (in-memory store only) stands for the player's older entries at the table that were dropped to keep memory bounded: their amounts summed, the balance after the last of them. See docs/operations.md.
             * @enum {string}
             */
            kind: "BUY_IN" | "BET" | "BET_CANCEL" | "PAYOUT" | "CASH_OUT" | "BALANCE_FORWARD";
            /** @description Signed: into the seat positive, out of it negative. */
            amount: number;
            /** @description The seat balance after this entry. */
            balanceAfter: number;
            gameId?: number;
            betId?: number;
            /** Format: date-time */
            at: string;
        };
        Ledger: {
            tableId: number;
            playerId: string;
            entries: components["schemas"]["LedgerEntry"][];
            /** @description Present when more entries may follow: pass it as cursor for the next page. */
            nextCursor?: string;
            /** @description Present when periods of the seat ledger that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        TableTotals: {
            /** @description Games that reached the river. */
            gamesPlayed: number;
            /** @description Stakes placed, net of cancelled bets. */
            amountBet: number;
            /** @description Payouts, stakes included. */
            amountPaidOut: number;
            /** @description amountPaidOut / amountBet of settled games, 4 decimals; 0 before any settled bet. */
            realisedRtp: number;
        };
        TableSettings: {
            /** @description Hands dealt in each game. */
            numberOfHands: number;
            /** @description Seats at the table; 1 is a personal table. */
            numberOfSeats: number;
            /**
             * @description The house's target return to player: every offered price returns at most this per unit staked.
             * @example 0.97
             */
            targetRtp: number;
            /** @description Largest single bet. A money amount: at most 2 decimal places. */
            maxBetAmount: number;
            /**
             * @description INTERACTIVE: seated players advance the game. AUTO: the server runs it on a clock (bettingSeconds per betting stage, revealSeconds for the result), starting games while anyone is seated.
             * @enum {string}
             */
            mode: "INTERACTIVE" | "AUTO";
            /** @description No turn stage: the flop prices both cards to come and the table goes from the flop straight to the river. */
            skipTurn: boolean;
            /** @description AUTO: how long each betting stage stays open, in seconds. */
            bettingSeconds: number;
            /** @description AUTO: how long the river's result stands before the next game, in seconds. */
            revealSeconds: number;
        };
        /**
         * @example {
         *       "numberOfHands": 2,
         *       "numberOfSeats": 1,
         *       "targetRtp": 0.97,
         *       "maxBetAmount": 50
         *     }
         */
        CreateTableRequest: {
            /** @description Hands dealt in each game, 2..23; default 4. */
            numberOfHands?: number;
            /** @description Seats, 1..10; default TABLE_SEATS. 1 makes a personal table. */
            numberOfSeats?: number;
            /**
             * @description Target return to player, 0.80..1.00 with at most 4 decimals; default 0.97.
             * @example 0.97
             */
            targetRtp?: number;
            /** @description Largest single bet: > 0, at most 1000000, at most 2 decimal places (checked exactly); default 1000. */
            maxBetAmount?: number;
            /**
             * @description INTERACTIVE (default): seated players advance the game. AUTO: the server runs it on a clock.
             * @enum {string}
             */
            mode?: "INTERACTIVE" | "AUTO";
            /** @description true: no turn stage (the flop goes straight to the river); default false. */
            skipTurn?: boolean;
            /** @description AUTO: each betting stage's window, 3..300 s; default 15. */
            bettingSeconds?: number;
            /** @description AUTO: how long the river's result stands before the next game, 1..60 s; default 5. */
            revealSeconds?: number;
        };
        TableCreated: {
            tableId: number;
            settings: components["schemas"]["TableSettings"];
        };
        /**
         * @description STATUS_SETUP (no game in progress) -> STATUS_HOLE -> STATUS_FLOP -> STATUS_TURN -> STATUS_RIVER -> STATUS_SETUP.
         * @enum {string}
         */
        GameState: "STATUS_SETUP" | "STATUS_HOLE" | "STATUS_FLOP" | "STATUS_TURN" | "STATUS_RIVER";
        /**
         * @example {
         *       "playerId": "player-1",
         *       "from": "STATUS_SETUP",
         *       "clientSeed": "my-lucky-seed"
         *     }
         */
        AdvanceRequest: {
            /** @description A player seated at the table (the token subject when tokens are verified). */
            playerId: string;
            from: components["schemas"]["GameState"];
            /** @description Only when starting a game (from STATUS_SETUP): your seed for the shuffle, 1..64 printable ASCII characters. Default: 16 random hex characters. */
            clientSeed?: string;
        };
        /**
         * @example {
         *       "playerId": "player-1",
         *       "gameId": 1,
         *       "bettingStage": 0
         *     }
         */
        ReadyRequest: {
            /**
             * @description A player seated at the table (the token subject when tokens are verified).
             * @example player-1
             */
            playerId: string;
            gameId: number;
            bettingStage: number;
        };
        /** @description One hand at one betting stage, priced exactly with the house margin. */
        HandPanel: {
            handIndex: number;
            /** @description 0 hole cards, 1 flop, 2 turn, 3 river (the result). */
            bettingStage: number;
            /**
             * @description As on a deal; panels of stages already passed are IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE.
             * @enum {string}
             */
            handStatus: "IN_PLAY_FAVOURITE" | "IN_PLAY_BETTING_STAGE_ACTIVE" | "IN_PLAY_WILL_WIN" | "IN_PLAY_DEAD" | "IN_PLAY_WINNER" | "IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE";
            /** @description Exact chance that the hand alone wins, percent, 2 decimals. */
            winPercentage: number;
            /** @description Exact chance that the hand ties for the best hand, percent, 2 decimals. */
            drawPercentage: number;
            /** @description 1 / pWD (pWD: chance to win or tie), 2 decimals; 0 when the hand cannot win or tie. */
            fairOdds: number;
            /** @description The price offered (decimal, stake included): fairOdds x targetRtp rounded down onto the ladder (0.1 below 5, 1 below 20, 10 below 100, then 100). 0 when not offered. */
            odds: number;
            /** @description odds x pWD, 4 decimals: the expected return per unit staked; never above targetRtp. */
            actualRtp: number;
            isFavourite: boolean;
            /** @description The hand wins or ties on every completion of the board. */
            cantLose: boolean;
            /** @description The offered hand with the highest actualRtp (lowest handIndex on a tie). */
            bestValue: boolean;
            /** @description At the river only: the hand wins or ties. */
            isWinner?: boolean;
            /** @description From the flop on: the best five cards, most important first. */
            bestFiveCards?: components["schemas"]["Card"][];
            /** @example Two pair, Aces and Sevens */
            handDescription: string;
        };
        TableState: {
            tableId: number;
            settings: components["schemas"]["TableSettings"];
            gameState: components["schemas"]["GameState"];
            /** @description 0 at HOLE, 1 at FLOP, 2 at TURN; -1 (no betting) at SETUP and RIVER. */
            bettingStage: number;
            /** @description The game in progress (from HOLE to RIVER). */
            gameId?: number;
            /** @description Games started at this table; the last game is gameId = gamesStarted. */
            gamesStarted: number;
            /** @description From HOLE on. */
            hands?: components["schemas"]["Hand"][];
            /** @description The board revealed so far: 0, 3, 4 or 5 cards. */
            board: components["schemas"]["Card"][];
            /** @description Occupied seats, by seatId. */
            seats: {
                seatId: number;
                /** @description Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an operator sees every seat's). */
                playerId?: string;
                seatBalance: number;
            }[];
            /** @description From HOLE on: SHA-256 of the secret server seed (the commitment). */
            serverSeedHash?: string;
            clientSeed?: string;
            /** @description The game's number at its table. */
            nonce?: number;
            /** @description At the river only: the server seed, to recompute the deck. */
            serverSeed?: string;
            /** @description For each stage reached so far (hole, flop, turn, then the river result) and each hand. */
            handOdds: components["schemas"]["HandPanel"][];
            /** @description Bets of the game in progress (with verified tokens, the caller's own only; an operator sees all). */
            bets: components["schemas"]["Bet"][];
            totals: components["schemas"]["TableTotals"];
            /**
             * Format: date-time
             * @description AUTO tables: when the current state ends by the clock (ISO 8601, milliseconds). A bet or ready that arrives later is refused, even before the step runs.
             */
            stageEndsAt?: string;
            /**
             * Format: date-time
             * @description The server's time when this view was made (ISO 8601, milliseconds): count down to stageEndsAt from it.
             */
            serverTime: string;
            /** @description Seats whose players called ready for the open betting stage. */
            readySeats: number[];
            /** @description The table's last event number (see GET /api/tables/{tableId}/events). */
            eventId: number;
            /** @description Present while the operator has switched the table (or all gaming) off: no new seat and no new game; the game in play finishes and players may leave. */
            disabled?: {
                /**
                 * @description TABLE: this table is switched off; GAMING: all gaming is.
                 * @enum {string}
                 */
                scope: "TABLE" | "GAMING";
                /** Format: date-time */
                since: string;
            };
        };
        TablePage: {
            /** @description Each table as GET /api/tables/{tableId}/state answers an operator, by tableId ascending. */
            tables: components["schemas"]["TableState"][];
            /** @description Present when more tables may follow: pass it as `cursor`. */
            nextCursor?: string;
        };
        GameRecord: {
            tableId: number;
            gameId: number;
            nonce: number;
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            /** @description The whole shuffled deck, as recomputed from the seeds. */
            deck: components["schemas"]["Card"][];
            hands: components["schemas"]["Hand"][];
            board: components["schemas"]["Card"][];
            /** @description Every stage as priced when it was open: hole, flop, turn, river result. */
            handOdds: components["schemas"]["HandPanel"][];
            /** @description Every bet of the game with its result and payout (with verified tokens, the caller's own only; an operator sees all). */
            bets: components["schemas"]["Bet"][];
            /** Format: date-time */
            startedAt: string;
            /** @description Present when the operator voided the game before it settled: every open bet is VOID with its stake returned, and nothing more is dealt from its seed. */
            voided?: {
                /** Format: date-time */
                at: string;
                reason: string;
            };
        };
        /**
         * @example {
         *       "numberOfGames": 1,
         *       "numberOfHands": 2,
         *       "targetRtp": 0.97
         *     }
         */
        BulkGamesRequest: {
            /** @description Games to deal, 1..200; default 50. */
            numberOfGames?: number;
            /** @description Hands per game, 2..23; default 3. */
            numberOfHands?: number;
            /**
             * @description Target return to player, 0.80..1.00 with at most 4 decimals; default 0.97.
             * @example 0.97
             */
            targetRtp?: number;
        };
        HandStageInfo: {
            handIndex: number;
            bettingStage: number;
            /** @enum {string} */
            stage: "HOLE" | "FLOP" | "TURN" | "RIVER";
            percentWin: number;
            percentDraw: number;
            percentWinOrDraw: number;
            /** @description Fair odds 1 / pWD, 2 decimals (0 when the hand cannot win or tie). */
            oddsActual: number;
            /** @description oddsActual x targetRtp before rounding, 4 decimals. */
            oddsMargin: number;
            /** @description The price offered: oddsMargin rounded down onto the ladder; 0 when not offered. */
            oddsRounded: number;
            /** @description oddsRounded x pWD, 4 decimals. */
            actualRtp: number;
            /** @description targetRtp - actualRtp for an offered hand (what rounding down keeps), 4 decimals; 0 when not offered. */
            roundingRake: number;
            /** @description River only. */
            statusIsWinner?: boolean;
            statusCantLose: boolean;
            statusIsFavourite: boolean;
            statusBestRtp: boolean;
            bestFiveCards?: components["schemas"]["Card"][];
            /** @example Two pair */
            handDescShort: string;
            /** @example Two pair, Aces and Sevens */
            handDescLong: string;
        };
        BulkGame: {
            /** Format: uuid */
            gameId: string;
            hands: components["schemas"]["Hand"][];
            bc1: components["schemas"]["Card"];
            bc2: components["schemas"]["Card"];
            bc3: components["schemas"]["Card"];
            bc4: components["schemas"]["Card"];
            bc5: components["schemas"]["Card"];
            /** @description numberOfHands x 4 entries, stage by stage: HOLE, FLOP, TURN, RIVER. */
            handStageInfoList: components["schemas"]["HandStageInfo"][];
        };
        BulkGamesResponse: {
            games: components["schemas"]["BulkGame"][];
        };
        /** @description What one change changed. Fold it into the state you hold: remove the `unset` fields, set each other field given (`totals` merged), put `bet` in `bets` and `seat` in `seats` in place of the one with the same id (or add it), put the status and payout of each `settled` bet on the bet in `bets` with its betId, remove `seatLeft` from `seats`, then take the event's eventId and `at` as the state's eventId and serverTime. The result is the state GET /api/tables/{tableId}/state showed you then (but serverTime). */
        TableChange: {
            settings?: components["schemas"]["TableSettings"];
            gameState?: components["schemas"]["GameState"];
            /** @description 0 at HOLE, 1 at FLOP, 2 at TURN; -1 (no betting) at SETUP and RIVER. */
            bettingStage?: number;
            /** @description The game in progress (from HOLE to RIVER). */
            gameId?: number;
            /** @description Games started at this table; the last game is gameId = gamesStarted. */
            gamesStarted?: number;
            /** @description From HOLE on. */
            hands?: components["schemas"]["Hand"][];
            /** @description The board revealed so far: 0, 3, 4 or 5 cards. */
            board?: components["schemas"]["Card"][];
            /** @description Every occupied seat, by seatId (at the river: the balances after the payouts; when a game ends: as they are, a voided game's stakes back on them). */
            seats?: {
                seatId: number;
                /** @description Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an operator sees every seat's). */
                playerId?: string;
                seatBalance: number;
            }[];
            /** @description From HOLE on: SHA-256 of the secret server seed (the commitment). */
            serverSeedHash?: string;
            clientSeed?: string;
            /** @description The game's number at its table. */
            nonce?: number;
            /** @description At the river only: the server seed, to recompute the deck. */
            serverSeed?: string;
            /** @description For each stage reached so far (hole, flop, turn, then the river result) and each hand. */
            handOdds?: components["schemas"]["HandPanel"][];
            /** @description Every bet of the game as it now is ([] when a game starts or ends); with verified tokens the caller's own (an operator's: all). */
            bets?: components["schemas"]["Bet"][];
            /** @description At the river: every bet it settled, in betId order, with its result and payout; put each one's status and payout on the bet in `bets` with its betId. With verified tokens the caller's own (an operator's: all). */
            settled?: {
                betId: number;
                playerId: string;
                /** @description WON includes ties. */
                status: "WON" | "LOST";
                /** @description What the bet paid, stake included; 0 for a lost bet. */
                payout: number;
            }[];
            /** @description The totals that changed, merged into the state's totals. */
            totals?: {
                gamesPlayed?: number;
                amountBet?: number;
                amountPaidOut?: number;
                realisedRtp?: number;
            };
            /**
             * Format: date-time
             * @description AUTO tables: when the current state ends by the clock (ISO 8601, milliseconds). A bet or ready that arrives later is refused, even before the step runs.
             */
            stageEndsAt?: string;
            /** @description Seats whose players called ready for the open betting stage. */
            readySeats?: number[];
            /** @description Present while the operator has switched the table (or all gaming) off: no new seat and no new game; the game in play finishes and players may leave. */
            disabled?: {
                /**
                 * @description TABLE: this table is switched off; GAMING: all gaming is.
                 * @enum {string}
                 */
                scope: "TABLE" | "GAMING";
                /** Format: date-time */
                since: string;
            };
            bet?: components["schemas"]["Bet"];
            /** @description A seat taken, topped up, or whose balance a bet moved: put in `seats` in place of the seat with its seatId, or added. */
            seat?: {
                seatId: number;
                /** @description Shown for every seat in stub mode; with verified tokens only for the caller's own seat (an operator sees every seat's). */
                playerId?: string;
                seatBalance: number;
            };
            /** @description A seat its player left: removed from `seats`. */
            seatLeft?: number;
            /** @description Fields the state no longer has (a game ended: its id, hands and seeds; a stage without a deadline). */
            unset?: ("gameId" | "hands" | "serverSeedHash" | "clientSeed" | "nonce" | "serverSeed" | "stageEndsAt" | "disabled")[];
        };
        /** @description The data of an `event: snapshot` message. The table as the state shows it to this caller: the stream's first event, and the first after a resume from an event no longer kept. */
        SnapshotEvent: {
            /** @enum {string} */
            type: "snapshot";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            state: components["schemas"]["TableState"];
        };
        /** @description The data of an `event: table` message. The table was created (`settings`), or the operator switched it, or all gaming, off (`disabled`) or on again (`unset` names `disabled`). */
        TableCreatedEvent: {
            /** @enum {string} */
            type: "table";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        /** @description The data of an `event: seats` message. A player sat down, topped up or left. */
        SeatsEvent: {
            /** @enum {string} */
            type: "seats";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        /** @description The data of an `event: bet` message. A bet was placed or cancelled. */
        BetEvent: {
            /** @enum {string} */
            type: "bet";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        /** @description The data of an `event: ready` message. A player called ready for the open betting stage. */
        ReadyEvent: {
            /** @enum {string} */
            type: "ready";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        /** @description The data of an `event: stage` message. The game's state changed: a game started, a stage was revealed, the river was settled, or the game ended. */
        StageEvent: {
            /** @enum {string} */
            type: "stage";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        /** @description The data of an `event: reality-check` message, on a verified player's own stream only and without an id (it is not a change of the table): a reality check fell due in the player's session. Acknowledge it with POST /api/players/{playerId}/reality-check/ack. */
        RealityCheckEvent: {
            /** @enum {string} */
            type: "reality-check";
            playerId: string;
            /**
             * Format: date-time
             * @description When the check fell due: the next bet is refused (409 REALITY_CHECK_DUE) until acknowledged.
             */
            dueAt: string;
            session: {
                /** Format: date-time */
                startedAt: string;
                minutesPlayed: number;
            };
        };
        /** @description The data of a message on the operator's stream of every table: one table's event, with its tableId. */
        FloorEvent: {
            /** @description The table that changed. */
            tableId: number;
            type: "table" | "seats" | "bet" | "ready" | "stage";
            /** @description The table's event number (also the SSE id): one more with every change, no gaps. */
            eventId: number;
            /**
             * Format: date-time
             * @description When the change was applied (for a snapshot: when it was read).
             */
            at: string;
            change: components["schemas"]["TableChange"];
        };
        EventTicket: {
            /** @description Pass as ?ticket= to GET /api/tables/{tableId}/events; single use. */
            ticket: string;
            /**
             * Format: date-time
             * @description When the ticket expires (30 s after it was issued) if unused.
             */
            expiresAt: string;
        };
        Account: {
            playerId: string;
            /** @description Money in the account, not at any table. */
            accountBalance: number;
            /** @description The seats the player holds, with their balances. */
            seats: {
                tableId: number;
                seatId: number;
                seatBalance: number;
            }[];
        };
        AccountEntry: {
            entryId: number;
            /** @enum {string} */
            kind: "DEPOSIT" | "WITHDRAWAL" | "PLAY_GRANT" | "TO_SEAT" | "FROM_SEAT";
            /** @description Signed: into the account positive (DEPOSIT, PLAY_GRANT, FROM_SEAT), out negative (WITHDRAWAL, TO_SEAT). */
            amount: number;
            /** @description The account balance after this entry: the running sum of the amounts. */
            balanceAfter: number;
            /** @description TO_SEAT and FROM_SEAT: the table. */
            tableId?: number;
            /** @description TO_SEAT and FROM_SEAT: the seat. */
            seatId?: number;
            /** @description DEPOSIT and WITHDRAWAL: the operator who made it. */
            by?: string;
            /** Format: date-time */
            at: string;
        };
        AccountLedger: {
            playerId: string;
            entries: components["schemas"]["AccountEntry"][];
            /** @description Present when more entries may follow: pass it as cursor for the next page. */
            nextCursor?: string;
            /** @description Present when periods of the player's account entries that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        /**
         * @example {
         *       "amount": 250
         *     }
         */
        TransferRequest: {
            /** @description A money amount > 0: at most 2 decimal places (checked exactly). */
            amount: number;
            /** @description Why, kept in the audit log (e.g. a payment reference). */
            reason?: string;
        };
        TransferAck: {
            /** @enum {string} */
            acknowledgement: "ACK";
            playerId: string;
            entryId: number;
            /** @description The account balance after the transfer. */
            accountBalance: number;
        };
        HouseReport: {
            tables: {
                tableId: number;
                targetRtp: number;
                gamesPlayed: number;
                /** @description Every stake placed. */
                amountBet: number;
                /** @description Stakes refunded by cancels. */
                amountCancelled: number;
                /** @description Payouts, stakes included. */
                amountPaidOut: number;
                /** @description Paid out / stakes of settled bets, 4 decimals; 0 before any. */
                realisedRtp: number;
                /** @description Stakes - cancels - payouts (stakes of open bets included). */
                houseResult: number;
                /** @description The most the open bets could pay. */
                openExposure: number;
                /** @description Money in seats. */
                seatsHeld: number;
            }[];
            /** @description deposits + playGrants - withdrawals = accountsHeld + seatsHeld + houseResult (balanced, discrepancy). */
            house: {
                gamesPlayed: number;
                /** @description Every stake placed. */
                amountBet: number;
                /** @description Stakes refunded by cancels. */
                amountCancelled: number;
                /** @description Payouts, stakes included. */
                amountPaidOut: number;
                /** @description Paid out / stakes of settled bets, 4 decimals; 0 before any. */
                realisedRtp: number;
                /** @description Stakes - cancels - payouts (stakes of open bets included). */
                houseResult: number;
                /** @description The most the open bets could pay. */
                openExposure: number;
                /** @description Money in seats. */
                seatsHeld: number;
                deposits: number;
                playGrants: number;
                withdrawals: number;
                /** @description Money in accounts. */
                accountsHeld: number;
                /** @description Whether the house adds up: deposits + playGrants - withdrawals = accountsHeld + seatsHeld + houseResult. */
                balanced: boolean;
                /**
                 * @description deposits + playGrants - withdrawals - (accountsHeld + seatsHeld + houseResult), in integer cents: 0 when the house adds up.
                 * @example 0
                 */
                discrepancy: number;
            };
            /** @description Accounts in self-exclusion now, with the funds the house holds for them (to return). */
            selfExcluded: {
                playerId: string;
                /**
                 * Format: date-time
                 * @description When the self-exclusion ends.
                 */
                until: string;
                /** @description The player's money in their account. */
                accountBalance: number;
                /** @description The player's money in seats (cashed out to the account as their games settle). */
                seatsBalance: number;
            }[];
        };
        /**
         * @example {
         *       "checked": 3006,
         *       "differences": []
         *     }
         */
        Reconciliation: {
            /** @description How many running totals were recomputed and compared. */
            checked: number;
            /** @description Every total that does not equal what it sums; empty when the house is in order. */
            differences: {
                /** @description Which total: `table 3 bet`, `account DEPOSIT`, `accounts held`, ... */
                total: string;
                /** @description The running total the report reads, in cents. */
                keptCents: number;
                /** @description What it sums to, recomputed from the history, in cents. */
                recomputedCents: number;
                /** @description keptCents - recomputedCents. */
                differenceCents: number;
            }[];
        };
        /**
         * @example {
         *       "minutes": 60
         *     }
         */
        RealityCheckRequest: {
            /** @description Minutes between reality checks, 10 to 120, or null for none. */
            minutes: number | (never | null);
        };
        /**
         * @example {
         *       "kind": "LOSS",
         *       "period": "WEEK",
         *       "amount": 100
         *     }
         */
        LimitRequest: {
            /**
             * @description DEPOSIT: deposits into the account; WAGER: stakes placed; LOSS: stakes placed minus returns paid.
             * @enum {string}
             */
            kind: "DEPOSIT" | "WAGER" | "LOSS";
            /**
             * @description A rolling window ending now: DAY 24 hours, WEEK 7 days, MONTH 30 days.
             * @enum {string}
             */
            period: "DAY" | "WEEK" | "MONTH";
            /** @description The limit in money (two decimals), or null to remove it. */
            amount: number | (never | null);
        };
        /**
         * @example {
         *       "kind": "DEPOSIT",
         *       "period": "MONTH",
         *       "amount": 500,
         *       "reason": "Affordability check: declared income."
         *     }
         */
        OperatorLimitRequest: {
            /**
             * @description DEPOSIT: deposits into the account; WAGER: stakes placed; LOSS: stakes placed minus returns paid.
             * @enum {string}
             */
            kind: "DEPOSIT" | "WAGER" | "LOSS";
            /**
             * @description A rolling window ending now: DAY 24 hours, WEEK 7 days, MONTH 30 days.
             * @enum {string}
             */
            period: "DAY" | "WEEK" | "MONTH";
            /** @description The limit in money (two decimals), or null to remove it. */
            amount: number | (never | null);
            /** @description Why the operator acts (kept in the history). */
            reason: string;
        };
        /**
         * @example {
         *       "hours": 72
         *     }
         */
        TimeoutRequest: {
            /** @description Hours, 24 to 1008 (six weeks). */
            hours: number;
        };
        /**
         * @example {
         *       "hours": 168,
         *       "reason": "Requested by the player by phone."
         *     }
         */
        OperatorTimeoutRequest: {
            /** @description Hours, 24 to 1008 (six weeks). */
            hours: number;
            /** @description Why the operator acts (kept in the history). */
            reason: string;
        };
        /**
         * @example {
         *       "months": 6,
         *       "confirm": true
         *     }
         */
        SelfExclusionRequest: {
            /** @description Months of 30 days, 6 to 60. */
            months: number;
            /**
             * @description Must be true: a self-exclusion cannot be lifted or shortened once made.
             * @enum {boolean}
             */
            confirm: true;
        };
        /**
         * @example {
         *       "months": 12,
         *       "reason": "Multi-operator self-exclusion scheme notice."
         *     }
         */
        OperatorSelfExclusionRequest: {
            /** @description Months of 30 days, 6 to 60. */
            months: number;
            /** @description Why the operator acts (kept in the history). */
            reason: string;
        };
        Protection: {
            playerId: string;
            /**
             * Format: date-time
             * @description The store's clock when this was read: windows, cooling-off and ends are judged by it.
             */
            asOf: string;
            /** @description Each limit in force, one per kind and period. */
            limits: {
                /**
                 * @description DEPOSIT: deposits into the account; WAGER: stakes placed; LOSS: stakes placed minus returns paid.
                 * @enum {string}
                 */
                kind: "DEPOSIT" | "WAGER" | "LOSS";
                /**
                 * @description A rolling window ending now: DAY 24 hours, WEEK 7 days, MONTH 30 days.
                 * @enum {string}
                 */
                period: "DAY" | "WEEK" | "MONTH";
                /** @description The limit in force: the lowest of the player's and the operator's. */
                amount: number;
                /** @description What the window ending now has used (LOSS may be below 0 after wins). */
                used: number;
                /** @description What is left now, never below 0. */
                remaining: number;
                /**
                 * Format: date-time
                 * @description When the oldest use counted now leaves the window.
                 */
                oldestUseLeavesAt?: string;
            }[];
            /** @description Every limit set, by whom, with what is pending. */
            settings: {
                /** @enum {string} */
                source: "PLAYER" | "OPERATOR";
                /**
                 * @description DEPOSIT: deposits into the account; WAGER: stakes placed; LOSS: stakes placed minus returns paid.
                 * @enum {string}
                 */
                kind: "DEPOSIT" | "WAGER" | "LOSS";
                /**
                 * @description A rolling window ending now: DAY 24 hours, WEEK 7 days, MONTH 30 days.
                 * @enum {string}
                 */
                period: "DAY" | "WEEK" | "MONTH";
                /** @description The amount in force now, or null for none. */
                amount: number | null;
                /** @description A rise or removal waiting out its cooling-off; the amount in force holds in full until then. */
                pending?: {
                    /** @description The amount it becomes, or null: removed. */
                    amount: number | null;
                    /** Format: date-time */
                    effectiveAt: string;
                };
            }[];
            timeout?: {
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                until: string;
            };
            selfExclusion?: {
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                until: string;
            };
            realityCheck: {
                /** @description Minutes between reality checks, or null for none. */
                minutes: number | null;
                /**
                 * @description PLAYER: the player's own choice; DEFAULT: the operator's REALITY_CHECK_MINUTES.
                 * @enum {string}
                 */
                source: "PLAYER" | "DEFAULT";
                /** @description The session going on (a bet within 30 minutes of the last). */
                session?: {
                    /** Format: date-time */
                    startedAt: string;
                    /** Format: date-time */
                    lastBetAt: string;
                    /** Format: date-time */
                    lastAcknowledgedAt?: string;
                    /**
                     * Format: date-time
                     * @description When the next check falls due (the first bet after it is refused until acknowledged).
                     */
                    dueAt?: string;
                };
            };
        };
        ProtectionHistory: {
            playerId: string;
            changes: {
                changeId: number;
                /** Format: date-time */
                at: string;
                /** @description The player, or the operator who acted. */
                actor: string;
                /** @enum {string} */
                source: "PLAYER" | "OPERATOR";
                /** @enum {string} */
                action: "LIMIT" | "TIMEOUT" | "SELF_EXCLUSION" | "REALITY_CHECK";
                /** @description The limit or break before (null: none); amounts in cents, times in ms since the epoch. */
                before: unknown;
                /** @description The limit or break after. */
                after: unknown;
                reason?: string;
            }[];
            /** @description Present when periods of protection changes that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        AuditRow: {
            auditId: number;
            /**
             * Format: date-time
             * @description When it happened (the store's clock).
             */
            at: string;
            /** @enum {string} */
            kind: "DEPOSIT" | "WITHDRAWAL" | "LIMIT" | "TIMEOUT" | "SELF_EXCLUSION" | "REALITY_CHECK" | "TABLE_CREATED" | "TABLE_DISABLED" | "TABLE_ENABLED" | "PLAYER_DISABLED" | "PLAYER_ENABLED" | "GAMING_DISABLED" | "GAMING_ENABLED" | "GAME_VOIDED" | "LARGE_WIN" | "TOKENS_REFUSED" | "RECONCILED" | "WALLET_RETRIED" | "WALLET_RESOLVED" | "HISTORY_ARCHIVED" | "HISTORY_RESTORED";
            /** @description Who did it: the verified subject, `operator-token`, the player themself, `system` (a settlement) or `unverified` (refused tokens). */
            actor: string;
            /** @description The player it concerns. */
            playerId?: string;
            /** @description The table it concerns. */
            tableId?: number;
            /** @description The reason given. */
            reason?: string;
            /** @description The value before (null: none). Amounts in cents, times in ms since the epoch. */
            before: unknown;
            /** @description The value after. */
            after: unknown;
        };
        AuditPage: {
            /** @description Newest first. */
            entries: components["schemas"]["AuditRow"][];
            /** @description Present when more rows may follow: pass it as `cursor`. */
            nextCursor?: string;
            /** @description Present when periods of the audit log that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        RtpReport: {
            /** @description By table, then betting stage; only where bets were settled. */
            rows: {
                tableId: number;
                bettingStage: number;
                /** @enum {string} */
                stage: "HOLE" | "FLOP" | "TURN";
                /** @description The table's targetRtp: the most any price returns in expectation. */
                targetRtp: number;
                /** @description Settled bets (won or lost; cancelled and voided bets are not counted). */
                bets: number;
                /** @description What they staked. */
                staked: number;
                /** @description What they paid back, stakes included. */
                returned: number;
                /** @description returned / staked, 4 decimals. */
                actualRtp: number;
                /** @description The bets' expected return / staked, 4 decimals: each bet pays floor(stake x its recorded odds) with the exact chance its hand won or tied from the stage it was placed at. */
                theoreticalRtp: number;
                /** @description The standard error of actualRtp around theoreticalRtp, 4 decimals, taking the bets as independent (bets on one game are not, so read it as a guide). */
                standardError: number;
            }[];
            /** @description Every row together (absent when no bet was settled). */
            total?: {
                /** @description Settled bets (won or lost; cancelled and voided bets are not counted). */
                bets: number;
                /** @description What they staked. */
                staked: number;
                /** @description What they paid back, stakes included. */
                returned: number;
                /** @description returned / staked, 4 decimals. */
                actualRtp: number;
                /** @description The bets' expected return / staked, 4 decimals: each bet pays floor(stake x its recorded odds) with the exact chance its hand won or tied from the stage it was placed at. */
                theoreticalRtp: number;
                /** @description The standard error of actualRtp around theoreticalRtp, 4 decimals, taking the bets as independent (bets on one game are not, so read it as a guide). */
                standardError: number;
            };
            /** @description Present when periods of the bets (the window's whole hours are in the running totals; a partial hour at an end inside these periods counts none of its bets) that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        /**
         * @example {
         *       "reason": "Dealer software fault reported; table under review."
         *     }
         */
        SwitchRequest: {
            /** @description Why the operator acts (kept in the audit log). */
            reason: string;
        };
        SwitchState: {
            /** @description Whether what was switched is off now (a table: by its own switch or by all gaming). */
            disabled: boolean;
            tableId?: number;
            playerId?: string;
            /** @description The table's own switch, while off. */
            table?: {
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            };
            /** @description The player's switch, while off. */
            player?: {
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            };
            /** @description All gaming's switch, while off. */
            gaming?: {
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            };
        };
        SwitchList: {
            /** @description All gaming's switch, while off. */
            gaming?: {
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            };
            /** @description Tables switched off, by tableId. */
            tables: {
                tableId: number;
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            }[];
            /** @description Players switched off, by playerId. */
            players: {
                playerId: string;
                /** @description Who switched it off. */
                actor: string;
                reason: string;
                /** Format: date-time */
                since: string;
            }[];
        };
        RecalledGame: {
            tableId: number;
            gameId: number;
            /**
             * @description IN_PLAY until the river; SETTLED from the river on; VOID when the operator voided it.
             * @enum {string}
             */
            status: "IN_PLAY" | "SETTLED" | "VOID";
            /** Format: date-time */
            startedAt: string;
            /**
             * Format: date-time
             * @description When the river settled it.
             */
            settledAt?: string;
            voided?: {
                /** Format: date-time */
                at: string;
                reason: string;
            };
            hands: components["schemas"]["Hand"][];
            /** @description Every stage revealed so far, in order: the whole game once it is over; of a game in play only what its table shows now. */
            stages: {
                /** @enum {string} */
                stage: "HOLE" | "FLOP" | "TURN" | "RIVER";
                /** @description The board at this stage. */
                board: components["schemas"]["Card"][];
                /** @description Each hand as priced at this stage (at the river: the result). */
                handOdds: components["schemas"]["HandPanel"][];
            }[];
            /** @description The player's bets of the game: stage, hand, stake, price, outcome and payout. */
            bets: components["schemas"]["Bet"][];
            /** @description Stakes of the bets not cancelled or voided. */
            totalStaked: number;
            /** @description What the bets paid back, stakes included. */
            totalReturned: number;
            /** @description The seat's balance before the player's first bet of the game. */
            balanceBefore?: number;
            /** @description The seat's balance after the game's last movement of the player's money (its payout, else their last bet or cancel); once the game is over. */
            balanceAfter?: number;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            /** @description Once the game is over: recompute the deck and check it against serverSeedHash. */
            serverSeed?: string;
        };
        RecalledGames: {
            playerId: string;
            /** @description Newest first (by start). */
            games: components["schemas"]["RecalledGame"][];
            /** @description Present when more games may follow: pass it as `cursor`. */
            nextCursor?: string;
            /** @description How long the store keeps games. */
            kept: string;
            /** @description Present when periods of the seat ledger or the bets (the games' stakes and payouts as entries, and their bets; the games stay) that this read covers are archived (written to files and detached; docs/operations.md#history-partitions-retention-and-archives): their rows are on no page until restored. */
            archived?: components["schemas"]["ArchivedPeriod"][];
        };
        WalletTransaction: {
            /** @description Our id of the call, the same on every send. */
            transactionId: string;
            /** @enum {string} */
            kind: "DEBIT" | "CREDIT" | "ROLLBACK";
            /**
             * @description PENDING: a debit in flight, or a credit or rollback not yet acknowledged. DONE: applied. REFUSED: a debit the wallet declined. ROLLED_BACK: a debit whose rollback was owed. FAILED: a credit or rollback the wallet refused (retry or resolve it). RESOLVED: settled by an operator outside the protocol.
             * @enum {string}
             */
            status: "PENDING" | "DONE" | "REFUSED" | "ROLLED_BACK" | "FAILED" | "RESOLVED";
            roundId: string;
            playerId: string;
            tableId: number;
            gameId: number;
            /** @description In the currency, two decimal places. */
            amount: number;
            /** @description A rollback: the debit it undoes. */
            reference?: string;
            /** @description The bet the debit became, or whose debit is undone. */
            betId?: number;
            /** @description The wallet's balance after it, as the wallet answered. */
            walletBalance?: number;
            /** @description Sends by the outbox. */
            attempts: number;
            /**
             * Format: date-time
             * @description When the outbox sends it next (PENDING).
             */
            nextAttemptAt: string;
            /** @description The last send's failure or the wallet's refusal. */
            lastError?: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WalletTransactionPage: {
            /** @description Newest first. */
            transactions: components["schemas"]["WalletTransaction"][];
            /** @description Present when more may follow: pass it as `cursor`. */
            nextCursor?: string;
        };
        IntegrityReport: {
            /** @description The tree the service runs from: `dist/src` (a build) or `src`. */
            tree: string;
            /** @description Whether the manifest made with the tree was found. */
            manifest: boolean;
            /** @description Every file listed, present and unchanged. */
            ok: boolean;
            files: {
                /** @description engine, game, pricing, shuffle, wallet or store. */
                component: string;
                /** @description The file in the repository or the build. */
                path: string;
                /** @description Its SHA-256 now (empty when it is missing). */
                sha256: string;
                /** @description The manifest's (null: unlisted). */
                manifestSha256: string | null;
                /** @enum {string} */
                verdict: "match" | "changed" | "missing" | "not in the manifest";
            }[];
            seed?: string;
            /** @description With `seed`: hex HMAC-SHA256, under the seed, of the lines `component path sha256` (the current hashes) joined by newlines in path order. */
            hmacSha256?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service and its store are up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "service": "hand-odds-service",
                     *       "version": "1.0.0",
                     *       "time": "2026-01-01T12:00:00.000Z",
                     *       "store": {
                     *         "name": "postgres",
                     *         "ok": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The store cannot be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "service": "hand-odds-service",
                     *       "version": "1.0.0",
                     *       "time": "2026-01-01T12:00:00.000Z",
                     *       "store": {
                     *         "name": "postgres",
                     *         "ok": false,
                     *         "detail": "PostgreSQL is unreachable: connection refused."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    depositToAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. A retry with the same key and body gets the first answer and moves no money; the same key with another body is 422. Kept 24 hours. */
                "idempotency-key": string;
            };
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description Moved; the account balance after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "playerId": "player-1",
                     *       "entryId": 1,
                     *       "accountBalance": 250
                     *     }
                     */
                    "application/json": components["schemas"]["TransferAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount must be a positive number of at most 1000000 with at most 2 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Operator rights are required: a verified token with the operator role, or the operator token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Table is full: all 6 seats are taken."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Idempotency-Key reused with a different request, or a balance limit reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    withdrawFromAccount: {
        parameters: {
            query?: never;
            header: {
                /** @description Required. A retry with the same key and body gets the first answer and moves no money; the same key with another body is 422. Kept 24 hours. */
                "idempotency-key": string;
            };
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description Moved; the account balance after it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "playerId": "player-1",
                     *       "entryId": 3,
                     *       "accountBalance": 50
                     *     }
                     */
                    "application/json": components["schemas"]["TransferAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount must be a positive number of at most 1000000 with at most 2 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Operator rights are required: a verified token with the operator role, or the operator token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount is above the account balance of 150."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Idempotency-Key reused with a different request, or a balance limit reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHouseReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tables": [
                     *         {
                     *           "tableId": 7,
                     *           "targetRtp": 0.97,
                     *           "gamesPlayed": 3,
                     *           "amountBet": 15,
                     *           "amountCancelled": 1,
                     *           "amountPaidOut": 12,
                     *           "realisedRtp": 0.8571,
                     *           "houseResult": 2,
                     *           "openExposure": 0,
                     *           "seatsHeld": 98
                     *         }
                     *       ],
                     *       "house": {
                     *         "gamesPlayed": 3,
                     *         "amountBet": 15,
                     *         "amountCancelled": 1,
                     *         "amountPaidOut": 12,
                     *         "realisedRtp": 0.8571,
                     *         "houseResult": 2,
                     *         "openExposure": 0,
                     *         "seatsHeld": 98,
                     *         "deposits": 250,
                     *         "playGrants": 0,
                     *         "withdrawals": 0,
                     *         "accountsHeld": 150,
                     *         "balanced": true,
                     *         "discrepancy": 0
                     *       },
                     *       "selfExcluded": [
                     *         {
                     *           "playerId": "player-9",
                     *           "until": "2030-07-01T00:00:00.000Z",
                     *           "accountBalance": 50,
                     *           "seatsBalance": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["HouseReport"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Operator rights are required: a verified token with the operator role, or the operator token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reconcileHouse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description What was compared and every difference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "checked": 3006,
                     *       "differences": [
                     *         {
                     *           "total": "table 7 cancelled",
                     *           "keptCents": 1107,
                     *           "recomputedCents": 1100,
                     *           "differenceCents": 7
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setOperatorLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorLimitRequest"];
            };
        };
        responses: {
            /** @description The protection after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    imposeTimeout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorTimeoutRequest"];
            };
        };
        responses: {
            /** @description The protection with the break in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       },
                     *       "timeout": {
                     *         "startedAt": "2030-01-01T09:30:00.000Z",
                     *         "until": "2030-01-08T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    imposeSelfExclusion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorSelfExclusionRequest"];
            };
        };
        responses: {
            /** @description The protection with the break in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       },
                     *       "selfExclusion": {
                     *         "startedAt": "2030-01-01T09:30:00.000Z",
                     *         "until": "2030-12-27T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "months must be an integer between 6 and 60."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTables: {
        parameters: {
            query?: {
                /** @description Tables per page, 1..25; default 25. */
                limit?: number;
                /** @description The nextCursor of the previous page (opaque). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tables; nextCursor when more may follow. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tables": [
                     *         {
                     *           "tableId": 7,
                     *           "settings": {
                     *             "numberOfHands": 2,
                     *             "numberOfSeats": 1,
                     *             "targetRtp": 0.97,
                     *             "maxBetAmount": 50,
                     *             "mode": "INTERACTIVE",
                     *             "skipTurn": false,
                     *             "bettingSeconds": 15,
                     *             "revealSeconds": 5
                     *           },
                     *           "gameState": "STATUS_FLOP",
                     *           "bettingStage": 1,
                     *           "gamesStarted": 1,
                     *           "gameId": 1,
                     *           "hands": [
                     *             "Qs3d",
                     *             "4cKh"
                     *           ],
                     *           "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *           "clientSeed": "my-lucky-seed",
                     *           "nonce": 1,
                     *           "board": [
                     *             "Tc",
                     *             "Ad",
                     *             "9h"
                     *           ],
                     *           "seats": [
                     *             {
                     *               "seatId": 1,
                     *               "playerId": "player-1",
                     *               "seatBalance": 100
                     *             }
                     *           ],
                     *           "handOdds": [
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 0,
                     *               "handStatus": "IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE",
                     *               "winPercentage": 35.77,
                     *               "drawPercentage": 0.71,
                     *               "fairOdds": 2.74,
                     *               "odds": 2.6,
                     *               "actualRtp": 0.9483,
                     *               "isFavourite": false,
                     *               "cantLose": false,
                     *               "bestValue": false,
                     *               "handDescription": "Queen high"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 0,
                     *               "handStatus": "IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE",
                     *               "winPercentage": 63.53,
                     *               "drawPercentage": 0.71,
                     *               "fairOdds": 1.56,
                     *               "odds": 1.5,
                     *               "actualRtp": 0.9635,
                     *               "isFavourite": true,
                     *               "cantLose": false,
                     *               "bestValue": true,
                     *               "handDescription": "King high"
                     *             },
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 1,
                     *               "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *               "winPercentage": 24.04,
                     *               "drawPercentage": 0.91,
                     *               "fairOdds": 4.01,
                     *               "odds": 3.8,
                     *               "actualRtp": 0.9481,
                     *               "isFavourite": false,
                     *               "cantLose": false,
                     *               "bestValue": true,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Qs",
                     *                 "Tc",
                     *                 "9h",
                     *                 "3d"
                     *               ],
                     *               "handDescription": "Ace high"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 1,
                     *               "handStatus": "IN_PLAY_FAVOURITE",
                     *               "winPercentage": 75.05,
                     *               "drawPercentage": 0.91,
                     *               "fairOdds": 1.32,
                     *               "odds": 1.2,
                     *               "actualRtp": 0.9115,
                     *               "isFavourite": true,
                     *               "cantLose": false,
                     *               "bestValue": false,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Kh",
                     *                 "Tc",
                     *                 "9h",
                     *                 "4c"
                     *               ],
                     *               "handDescription": "Ace high"
                     *             }
                     *           ],
                     *           "bets": [],
                     *           "totals": {
                     *             "gamesPlayed": 0,
                     *             "amountBet": 0,
                     *             "amountPaidOut": 0,
                     *             "realisedRtp": 0
                     *           },
                     *           "serverTime": "2026-01-01T12:00:05.000Z",
                     *           "readySeats": [],
                     *           "eventId": 4
                     *         }
                     *       ],
                     *       "nextCursor": "7"
                     *     }
                     */
                    "application/json": components["schemas"]["TablePage"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "limit must be an integer between 1 and 25."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                /** @description Only rows of this kind. */
                kind?: "DEPOSIT" | "WITHDRAWAL" | "LIMIT" | "TIMEOUT" | "SELF_EXCLUSION" | "REALITY_CHECK" | "TABLE_CREATED" | "TABLE_DISABLED" | "TABLE_ENABLED" | "PLAYER_DISABLED" | "PLAYER_ENABLED" | "GAMING_DISABLED" | "GAMING_ENABLED" | "GAME_VOIDED" | "LARGE_WIN" | "TOKENS_REFUSED" | "RECONCILED" | "WALLET_RETRIED" | "WALLET_RESOLVED" | "HISTORY_ARCHIVED" | "HISTORY_RESTORED";
                /**
                 * @description Only rows about this player.
                 * @example player-1
                 */
                playerId?: string;
                /** @description Only rows about this table. */
                tableId?: number;
                /**
                 * @description Only rows at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only rows before this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                to?: string;
                /** @description Rows per page, 1..500; default 100. */
                limit?: number;
                /** @description The nextCursor of the previous page (opaque). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of rows; with Accept: text/csv the same rows as CSV (a header line, then one line per row; before and after as JSON). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "auditId": 42,
                     *           "at": "2030-01-01T09:30:00.000Z",
                     *           "kind": "DEPOSIT",
                     *           "actor": "operator-token",
                     *           "playerId": "player-1",
                     *           "reason": "card payment 7731",
                     *           "before": {
                     *             "balanceCents": 0
                     *           },
                     *           "after": {
                     *             "balanceCents": 25000,
                     *             "amountCents": 25000,
                     *             "entryId": 1
                     *           }
                     *         },
                     *         {
                     *           "auditId": 41,
                     *           "at": "2030-01-01T09:00:00.000Z",
                     *           "kind": "TOKENS_REFUSED",
                     *           "actor": "unverified",
                     *           "before": null,
                     *           "after": {
                     *             "address": "203.0.113.7",
                     *             "minute": "2030-01-01T08:59:00.000Z",
                     *             "count": 12
                     *           }
                     *         }
                     *       ],
                     *       "nextCursor": "ZTQx"
                     *     }
                     */
                    "application/json": components["schemas"]["AuditPage"];
                    "text/csv": string;
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "from must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disableTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description What now holds the table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": true,
                     *       "tableId": 7,
                     *       "table": {
                     *         "actor": "operator-token",
                     *         "reason": "Dealer software fault reported; table under review.",
                     *         "since": "2030-01-01T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disablePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description The player's switch now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": true,
                     *       "playerId": "player-1",
                     *       "player": {
                     *         "actor": "operator-token",
                     *         "reason": "Payment dispute under review.",
                     *         "since": "2030-01-01T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disableGaming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description All gaming's switch now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": true,
                     *       "gaming": {
                     *         "actor": "operator-token",
                     *         "reason": "Scheduled maintenance.",
                     *         "since": "2030-01-01T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enableTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description What now holds the table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": false,
                     *       "tableId": 7
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enablePlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description The player's switch now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": false,
                     *       "playerId": "player-1"
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    enableGaming: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description All gaming's switch now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "disabled": false
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    voidGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableId: number;
                gameId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description The voided game, its seed revealed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "gameId": 1,
                     *       "nonce": 1,
                     *       "serverSeed": "0707070707070707070707070707070707070707070707070707070707070707",
                     *       "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *       "clientSeed": "my-lucky-seed",
                     *       "deck": [
                     *         "Qs",
                     *         "3d",
                     *         "4c",
                     *         "Kh",
                     *         "Tc",
                     *         "Ad",
                     *         "9h",
                     *         "Jd",
                     *         "8h",
                     *         "2d",
                     *         "8c",
                     *         "6c",
                     *         "As",
                     *         "9d",
                     *         "8s",
                     *         "5c",
                     *         "7s",
                     *         "4s",
                     *         "5s",
                     *         "7h",
                     *         "4d",
                     *         "2h",
                     *         "6d",
                     *         "Ah",
                     *         "7c",
                     *         "8d",
                     *         "6h",
                     *         "2s",
                     *         "Kd",
                     *         "Ks",
                     *         "Kc",
                     *         "2c",
                     *         "3h",
                     *         "5h",
                     *         "3s",
                     *         "Qh",
                     *         "9s",
                     *         "Td",
                     *         "Jh",
                     *         "Ts",
                     *         "Th",
                     *         "9c",
                     *         "Ac",
                     *         "7d",
                     *         "6s",
                     *         "5d",
                     *         "Qd",
                     *         "Jc",
                     *         "3c",
                     *         "4h",
                     *         "Qc",
                     *         "Js"
                     *       ],
                     *       "hands": [
                     *         "Qs3d",
                     *         "4cKh"
                     *       ],
                     *       "board": [
                     *         "Tc",
                     *         "Ad",
                     *         "9h",
                     *         "Jd",
                     *         "8h"
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 35.77,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 2.74,
                     *           "odds": 2.6,
                     *           "actualRtp": 0.9483,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "handDescription": "Queen high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 63.53,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 1.56,
                     *           "odds": 1.5,
                     *           "actualRtp": 0.9635,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "handDescription": "King high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 24.04,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 4.01,
                     *           "odds": 3.8,
                     *           "actualRtp": 0.9481,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Qs",
                     *             "Tc",
                     *             "9h",
                     *             "3d"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 75.05,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 1.32,
                     *           "odds": 1.2,
                     *           "actualRtp": 0.9115,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Tc",
                     *             "9h",
                     *             "4c"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 2,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 22.73,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 4.4,
                     *           "odds": 4.2,
                     *           "actualRtp": 0.9545,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Qs",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 2,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 77.27,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 1.29,
                     *           "odds": 1.2,
                     *           "actualRtp": 0.9273,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 3,
                     *           "handStatus": "IN_PLAY_WINNER",
                     *           "winPercentage": 100,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 1,
                     *           "odds": 0,
                     *           "actualRtp": 0,
                     *           "isFavourite": false,
                     *           "cantLose": true,
                     *           "bestValue": false,
                     *           "isWinner": true,
                     *           "bestFiveCards": [
                     *             "Qs",
                     *             "Jd",
                     *             "Tc",
                     *             "9h",
                     *             "8h"
                     *           ],
                     *           "handDescription": "Queen-high straight"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 3,
                     *           "handStatus": "IN_PLAY_DEAD",
                     *           "winPercentage": 0,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 0,
                     *           "odds": 0,
                     *           "actualRtp": 0,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "isWinner": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         }
                     *       ],
                     *       "bets": [],
                     *       "startedAt": "2026-01-01T12:00:00.000Z",
                     *       "voided": {
                     *         "at": "2030-01-01T09:31:00.000Z",
                     *         "reason": "Dealer software fault: game could not complete."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["GameRecord"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route, or no such game. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Table 7 has no game 9."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Game 1 of table 7 is over (settled or voided): only a game not yet settled can be voided."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSwitches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The switches that are off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tables": [
                     *         {
                     *           "tableId": 7,
                     *           "actor": "operator-token",
                     *           "reason": "Dealer software fault reported; table under review.",
                     *           "since": "2030-01-01T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "players": [
                     *         {
                     *           "playerId": "player-1",
                     *           "actor": "operator-token",
                     *           "reason": "Payment dispute under review.",
                     *           "since": "2030-01-01T09:35:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SwitchList"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRtpReport: {
        parameters: {
            query?: {
                /** @description Only this table. */
                tableId?: number;
                /**
                 * @description Only bets placed at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only bets placed before this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report; with Accept: text/csv its rows as CSV (a header line, then one line per row). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "rows": [
                     *         {
                     *           "tableId": 7,
                     *           "bettingStage": 0,
                     *           "stage": "HOLE",
                     *           "targetRtp": 0.97,
                     *           "bets": 1204,
                     *           "staked": 15300,
                     *           "returned": 14611.5,
                     *           "actualRtp": 0.955,
                     *           "theoreticalRtp": 0.961,
                     *           "standardError": 0.0351
                     *         },
                     *         {
                     *           "tableId": 7,
                     *           "bettingStage": 1,
                     *           "stage": "FLOP",
                     *           "targetRtp": 0.97,
                     *           "bets": 655,
                     *           "staked": 7025,
                     *           "returned": 6884.5,
                     *           "actualRtp": 0.98,
                     *           "theoreticalRtp": 0.963,
                     *           "standardError": 0.0495
                     *         }
                     *       ],
                     *       "total": {
                     *         "bets": 1859,
                     *         "staked": 22325,
                     *         "returned": 21496,
                     *         "actualRtp": 0.9629,
                     *         "theoreticalRtp": 0.9616,
                     *         "standardError": 0.0287
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RtpReport"];
                    "text/csv": string;
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "from must be an ISO 8601 date or time with a zone, e.g. 2026-11-01 or 2026-11-01T12:00:00Z."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWalletTransactions: {
        parameters: {
            query?: {
                /** @description Only transactions in this status. */
                status?: "PENDING" | "DONE" | "REFUSED" | "ROLLED_BACK" | "FAILED" | "RESOLVED";
                /** @description Only transactions of this kind. */
                kind?: "DEBIT" | "CREDIT" | "ROLLBACK";
                /** @description Only the transactions of this round (`{table}:{game}:{player}`). */
                roundId?: string;
                /**
                 * @description Only transactions made at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only transactions made before this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                to?: string;
                /** @description Transactions per page, 1..500; default 100. */
                limit?: number;
                /** @description The nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions; with Accept: text/csv the same as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactions": [
                     *         {
                     *           "transactionId": "credit:7:9:player-1",
                     *           "kind": "CREDIT",
                     *           "status": "PENDING",
                     *           "roundId": "7:9:player-1",
                     *           "playerId": "player-1",
                     *           "tableId": 7,
                     *           "gameId": 9,
                     *           "amount": 22,
                     *           "attempts": 2,
                     *           "nextAttemptAt": "2030-01-01T09:30:04.000Z",
                     *           "lastError": "timed out",
                     *           "createdAt": "2030-01-01T09:30:01.000Z",
                     *           "updatedAt": "2030-01-01T09:30:02.000Z"
                     *         },
                     *         {
                     *           "transactionId": "debit:7:41",
                     *           "kind": "DEBIT",
                     *           "status": "DONE",
                     *           "roundId": "7:9:player-1",
                     *           "playerId": "player-1",
                     *           "tableId": 7,
                     *           "gameId": 9,
                     *           "amount": 10,
                     *           "betId": 12,
                     *           "walletBalance": 240,
                     *           "attempts": 0,
                     *           "nextAttemptAt": "2030-01-01T09:29:11.000Z",
                     *           "createdAt": "2030-01-01T09:29:05.000Z",
                     *           "updatedAt": "2030-01-01T09:29:05.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WalletTransactionPage"];
                    "text/csv": string;
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "status must be one of PENDING, DONE, REFUSED, ROLLED_BACK, FAILED, RESOLVED."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    retryWalletTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description The transaction as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactionId": "credit:7:9:player-1",
                     *       "kind": "CREDIT",
                     *       "status": "PENDING",
                     *       "roundId": "7:9:player-1",
                     *       "playerId": "player-1",
                     *       "tableId": 7,
                     *       "gameId": 9,
                     *       "amount": 22,
                     *       "attempts": 2,
                     *       "nextAttemptAt": "2030-01-01T09:30:04.000Z",
                     *       "lastError": "UNKNOWN_PLAYER: No such player.",
                     *       "createdAt": "2030-01-01T09:30:01.000Z",
                     *       "updatedAt": "2030-01-01T09:30:02.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WalletTransaction"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route, or no such game. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No wallet transaction credit:7:9:player-9."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only a FAILED transaction is retried; credit:7:9:player-1 is DONE."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resolveWalletTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The transaction id. */
                transactionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchRequest"];
            };
        };
        responses: {
            /** @description The transaction as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "transactionId": "credit:7:9:player-1",
                     *       "kind": "CREDIT",
                     *       "status": "RESOLVED",
                     *       "roundId": "7:9:player-1",
                     *       "playerId": "player-1",
                     *       "tableId": 7,
                     *       "gameId": 9,
                     *       "amount": 22,
                     *       "attempts": 2,
                     *       "nextAttemptAt": "2030-01-01T09:30:04.000Z",
                     *       "lastError": "timed out",
                     *       "createdAt": "2030-01-01T09:30:01.000Z",
                     *       "updatedAt": "2030-01-01T09:30:02.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WalletTransaction"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "reason is required: 1 to 500 characters, not only spaces."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route, or no such game. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "No wallet transaction credit:7:9:player-9."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Only a FAILED or PENDING transaction is resolved; credit:7:9:player-1 is DONE."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getIntegrity: {
        parameters: {
            query?: {
                /** @description A seed of your choice: the answer then carries an HMAC-SHA256 of the list under it. */
                seed?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each file and the verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tree": "dist/src",
                     *       "manifest": true,
                     *       "ok": false,
                     *       "files": [
                     *         {
                     *           "component": "shuffle",
                     *           "path": "dist/src/core/fair.js",
                     *           "sha256": "9f2b5c0e7d1a4c3b8e6f0a2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e",
                     *           "manifestSha256": "9f2b5c0e7d1a4c3b8e6f0a2d4c6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e",
                     *           "verdict": "match"
                     *         },
                     *         {
                     *           "component": "pricing",
                     *           "path": "dist/src/core/pricing.js",
                     *           "sha256": "0c1d2e3f405162738495a6b7c8d9eaf00112233445566778899aabbccddeeff0",
                     *           "manifestSha256": "5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a1908f7e6d5c4b3a29180f7e",
                     *           "verdict": "changed"
                     *         }
                     *       ],
                     *       "seed": "lab-visit-2026-11",
                     *       "hmacSha256": "b6a0a4f1c1d2e3f40516273849a5b6c7d8e9fa0b1c2d3e4f5061728394a5b6c7"
                     *     }
                     */
                    "application/json": components["schemas"]["IntegrityReport"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "seed must be 1 to 256 printable ASCII characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createFloorEventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticket": "Zr8s1Kq4wT0yV7bN3mC6xL9pH2dF5gJ8kA1sD4fG7hQ",
                     *       "expiresAt": "2026-01-01T12:00:35.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EventTicket"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    followFloorEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream of messages `event: <type>`, `data: <JSON>`, with comment lines (`: keep-alive`) between. The schema is of one message's data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "type": "ready",
                     *       "eventId": 5,
                     *       "at": "2026-01-01T12:00:06.000Z",
                     *       "change": {
                     *         "readySeats": [
                     *           1
                     *         ]
                     *       }
                     *     }
                     */
                    "text/event-stream": components["schemas"]["FloorEvent"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "ticket must be a ticket from POST /api/operator/events/tickets."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The ticket is unknown, used, expired or for another table: ask for a new one."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    dealHands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DealRequest"];
            };
        };
        responses: {
            /** @description The hands, their odds at stage 0 and the rest of the deck in dealt order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hands": [
                     *         "Qd9d",
                     *         "4h6s",
                     *         "AcQc",
                     *         "3sQs"
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 24.54,
                     *           "drawPercentage": 1.17,
                     *           "odds": 4.08
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 24.67,
                     *           "drawPercentage": 0.3,
                     *           "odds": 4.05
                     *         },
                     *         {
                     *           "handIndex": 2,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 37.04,
                     *           "drawPercentage": 1.17,
                     *           "odds": 2.7
                     *         },
                     *         {
                     *           "handIndex": 3,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 12.59,
                     *           "drawPercentage": 1.17,
                     *           "odds": 7.94
                     *         }
                     *       ],
                     *       "remainingDeck": [
                     *         "6d",
                     *         "8d",
                     *         "2s",
                     *         "2h",
                     *         "3h",
                     *         "Kd",
                     *         "5d",
                     *         "Kc",
                     *         "Td",
                     *         "9h",
                     *         "6h",
                     *         "Tc",
                     *         "Ks",
                     *         "3c",
                     *         "8h",
                     *         "Jc",
                     *         "Th",
                     *         "7d",
                     *         "8s",
                     *         "4s",
                     *         "2d",
                     *         "6c",
                     *         "8c",
                     *         "5h",
                     *         "5c",
                     *         "As",
                     *         "Kh",
                     *         "Ad",
                     *         "Qh",
                     *         "7s",
                     *         "9s",
                     *         "Ts",
                     *         "7c",
                     *         "9c",
                     *         "Js",
                     *         "7h",
                     *         "4c",
                     *         "Jd",
                     *         "3d",
                     *         "5s",
                     *         "Ah",
                     *         "Jh",
                     *         "2c",
                     *         "4d"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DealResponse"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "numberOfHands must be an integer between 2 and 23."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The odds engine is at capacity; retry shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    calculateOdds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OddsRequest"];
            };
        };
        responses: {
            /** @description The stage and each hand's odds, in the order of `hands`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bettingStage": 1,
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 91.21,
                     *           "drawPercentage": 0,
                     *           "odds": 1.1
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 8.79,
                     *           "drawPercentage": 0,
                     *           "odds": 11.38
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OddsResponse"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Card Ah appears more than once (hands[0] and board[0])."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The odds engine is at capacity; retry shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    calculateRangeEquity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EquityRequest"];
            };
        };
        responses: {
            /** @description Each range's equity, in the order sent, and how it was computed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "method": "exact",
                     *       "stopReason": "complete",
                     *       "showdowns": 356400,
                     *       "ranges": [
                     *         {
                     *           "range": "QQ+,AKs",
                     *           "combos": 18,
                     *           "equityPercentage": 89.533,
                     *           "winPercentage": 89.5277,
                     *           "tiePercentage": 0.0106
                     *         },
                     *         {
                     *           "range": "JJ-99,AQs:0.5",
                     *           "combos": 21,
                     *           "equityPercentage": 10.467,
                     *           "winPercentage": 10.4616,
                     *           "tiePercentage": 0.0106
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EquityResponse"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "ranges[1] \"JJ-99,AQx\": item \"AQx\" is not a hand class, span, combo or \"random\": use a pair (\"QQ\", \"QQ+\", \"55-99\"), a suited, offsuit or either hand (\"AKs\", \"AKo\", \"AK\", \"A2s+\", \"KTo+\", \"A2s-A5s\"), a combo (\"AhKh\") or \"random\"."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "You already have 4 range-equity requests waiting for the engine; wait for their answers before sending more."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The odds engine is at capacity; retry shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sitAtTable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key and body gets the first answer and changes nothing; the same key with another body is refused with 422. Keys are kept 24 hours, per caller when tokens are verified. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitRequest"];
            };
        };
        responses: {
            /** @description Seated; seatBalance is the balance after the buy-in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "seatId": 1,
                     *       "seatBalance": 100
                     *     }
                     */
                    "application/json": components["schemas"]["SitAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "buyInAmount must be a positive number of at most 1000000 with at most 2 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Table is full: all 6 seats are taken."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Idempotency-Key reused with a different request, or a balance limit reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table and its occupied seats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 1,
                     *       "seatCount": 6,
                     *       "seats": [
                     *         {
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "seatBalance": 100
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Table"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "tableId must be an integer between 1 and 2147483647."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createTable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CreateTableRequest"];
            };
        };
        responses: {
            /** @description The new table and its settings. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "settings": {
                     *         "numberOfHands": 2,
                     *         "numberOfSeats": 1,
                     *         "targetRtp": 0.97,
                     *         "maxBetAmount": 50,
                     *         "mode": "INTERACTIVE",
                     *         "skipTurn": false,
                     *         "bettingSeconds": 15,
                     *         "revealSeconds": 5
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TableCreated"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "targetRtp must be a number from 0.8 to 1 with at most 4 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTableState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state; its ETag header changes with every change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "settings": {
                     *         "numberOfHands": 2,
                     *         "numberOfSeats": 1,
                     *         "targetRtp": 0.97,
                     *         "maxBetAmount": 50,
                     *         "mode": "INTERACTIVE",
                     *         "skipTurn": false,
                     *         "bettingSeconds": 15,
                     *         "revealSeconds": 5
                     *       },
                     *       "gameState": "STATUS_FLOP",
                     *       "bettingStage": 1,
                     *       "gamesStarted": 1,
                     *       "gameId": 1,
                     *       "hands": [
                     *         "Qs3d",
                     *         "4cKh"
                     *       ],
                     *       "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *       "clientSeed": "my-lucky-seed",
                     *       "nonce": 1,
                     *       "board": [
                     *         "Tc",
                     *         "Ad",
                     *         "9h"
                     *       ],
                     *       "seats": [
                     *         {
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "seatBalance": 100
                     *         }
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE",
                     *           "winPercentage": 35.77,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 2.74,
                     *           "odds": 2.6,
                     *           "actualRtp": 0.9483,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "handDescription": "Queen high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_PREVIOUS_BETTING_STAGE_NOT_ACTIVE",
                     *           "winPercentage": 63.53,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 1.56,
                     *           "odds": 1.5,
                     *           "actualRtp": 0.9635,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "handDescription": "King high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 24.04,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 4.01,
                     *           "odds": 3.8,
                     *           "actualRtp": 0.9481,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Qs",
                     *             "Tc",
                     *             "9h",
                     *             "3d"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 75.05,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 1.32,
                     *           "odds": 1.2,
                     *           "actualRtp": 0.9115,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Tc",
                     *             "9h",
                     *             "4c"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         }
                     *       ],
                     *       "bets": [],
                     *       "totals": {
                     *         "gamesPlayed": 0,
                     *         "amountBet": 0,
                     *         "amountPaidOut": 0,
                     *         "realisedRtp": 0
                     *       },
                     *       "serverTime": "2026-01-01T12:00:05.000Z",
                     *       "readySeats": [],
                     *       "eventId": 4
                     *     }
                     */
                    "application/json": components["schemas"]["TableState"];
                };
            };
            /** @description Not modified since the ETag sent in If-None-Match. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "tableId must be an integer between 1 and 2147483647."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    advanceGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceRequest"];
            };
        };
        responses: {
            /** @description The state after the step. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "settings": {
                     *         "numberOfHands": 2,
                     *         "numberOfSeats": 1,
                     *         "targetRtp": 0.97,
                     *         "maxBetAmount": 50,
                     *         "mode": "INTERACTIVE",
                     *         "skipTurn": false,
                     *         "bettingSeconds": 15,
                     *         "revealSeconds": 5
                     *       },
                     *       "gameState": "STATUS_HOLE",
                     *       "bettingStage": 0,
                     *       "gamesStarted": 1,
                     *       "gameId": 1,
                     *       "hands": [
                     *         "Qs3d",
                     *         "4cKh"
                     *       ],
                     *       "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *       "clientSeed": "my-lucky-seed",
                     *       "nonce": 1,
                     *       "board": [],
                     *       "seats": [
                     *         {
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "seatBalance": 100
                     *         }
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 35.77,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 2.74,
                     *           "odds": 2.6,
                     *           "actualRtp": 0.9483,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "handDescription": "Queen high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 63.53,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 1.56,
                     *           "odds": 1.5,
                     *           "actualRtp": 0.9635,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "handDescription": "King high"
                     *         }
                     *       ],
                     *       "bets": [],
                     *       "totals": {
                     *         "gamesPlayed": 0,
                     *         "amountBet": 0,
                     *         "amountPaidOut": 0,
                     *         "realisedRtp": 0
                     *       },
                     *       "serverTime": "2026-01-01T12:00:05.000Z",
                     *       "readySeats": [],
                     *       "eventId": 3
                     *     }
                     */
                    "application/json": components["schemas"]["TableState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "clientSeed must be 1 to 64 printable ASCII characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The table is in STATUS_FLOP, not STATUS_HOLE: it has moved on; reload the state and advance from STATUS_FLOP."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGameRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableId: number;
                gameId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The finished game. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "gameId": 1,
                     *       "nonce": 1,
                     *       "serverSeed": "0707070707070707070707070707070707070707070707070707070707070707",
                     *       "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *       "clientSeed": "my-lucky-seed",
                     *       "deck": [
                     *         "Qs",
                     *         "3d",
                     *         "4c",
                     *         "Kh",
                     *         "Tc",
                     *         "Ad",
                     *         "9h",
                     *         "Jd",
                     *         "8h",
                     *         "2d",
                     *         "8c",
                     *         "6c",
                     *         "As",
                     *         "9d",
                     *         "8s",
                     *         "5c",
                     *         "7s",
                     *         "4s",
                     *         "5s",
                     *         "7h",
                     *         "4d",
                     *         "2h",
                     *         "6d",
                     *         "Ah",
                     *         "7c",
                     *         "8d",
                     *         "6h",
                     *         "2s",
                     *         "Kd",
                     *         "Ks",
                     *         "Kc",
                     *         "2c",
                     *         "3h",
                     *         "5h",
                     *         "3s",
                     *         "Qh",
                     *         "9s",
                     *         "Td",
                     *         "Jh",
                     *         "Ts",
                     *         "Th",
                     *         "9c",
                     *         "Ac",
                     *         "7d",
                     *         "6s",
                     *         "5d",
                     *         "Qd",
                     *         "Jc",
                     *         "3c",
                     *         "4h",
                     *         "Qc",
                     *         "Js"
                     *       ],
                     *       "hands": [
                     *         "Qs3d",
                     *         "4cKh"
                     *       ],
                     *       "board": [
                     *         "Tc",
                     *         "Ad",
                     *         "9h",
                     *         "Jd",
                     *         "8h"
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 35.77,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 2.74,
                     *           "odds": 2.6,
                     *           "actualRtp": 0.9483,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "handDescription": "Queen high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 63.53,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 1.56,
                     *           "odds": 1.5,
                     *           "actualRtp": 0.9635,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "handDescription": "King high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 24.04,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 4.01,
                     *           "odds": 3.8,
                     *           "actualRtp": 0.9481,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Qs",
                     *             "Tc",
                     *             "9h",
                     *             "3d"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 1,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 75.05,
                     *           "drawPercentage": 0.91,
                     *           "fairOdds": 1.32,
                     *           "odds": 1.2,
                     *           "actualRtp": 0.9115,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Tc",
                     *             "9h",
                     *             "4c"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 2,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 22.73,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 4.4,
                     *           "odds": 4.2,
                     *           "actualRtp": 0.9545,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Qs",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 2,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 77.27,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 1.29,
                     *           "odds": 1.2,
                     *           "actualRtp": 0.9273,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         },
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 3,
                     *           "handStatus": "IN_PLAY_WINNER",
                     *           "winPercentage": 100,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 1,
                     *           "odds": 0,
                     *           "actualRtp": 0,
                     *           "isFavourite": false,
                     *           "cantLose": true,
                     *           "bestValue": false,
                     *           "isWinner": true,
                     *           "bestFiveCards": [
                     *             "Qs",
                     *             "Jd",
                     *             "Tc",
                     *             "9h",
                     *             "8h"
                     *           ],
                     *           "handDescription": "Queen-high straight"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 3,
                     *           "handStatus": "IN_PLAY_DEAD",
                     *           "winPercentage": 0,
                     *           "drawPercentage": 0,
                     *           "fairOdds": 0,
                     *           "odds": 0,
                     *           "actualRtp": 0,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "isWinner": false,
                     *           "bestFiveCards": [
                     *             "Ad",
                     *             "Kh",
                     *             "Jd",
                     *             "Tc",
                     *             "9h"
                     *           ],
                     *           "handDescription": "Ace high"
                     *         }
                     *       ],
                     *       "bets": [],
                     *       "startedAt": "2026-01-01T12:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["GameRecord"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "gameId must be an integer between 1 and 2147483647."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route, or no such game. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Table 7 has no game 2."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Game 1 is in progress: its record is shown once the river is out."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    generateBulkGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["BulkGamesRequest"];
            };
        };
        responses: {
            /** @description The games, each with every stage priced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "games": [
                     *         {
                     *           "gameId": "6f1c2a8e-3b4d-4c5e-9f60-7a8b9c0d1e2f",
                     *           "hands": [
                     *             "Qs3d",
                     *             "4cKh"
                     *           ],
                     *           "bc1": "Tc",
                     *           "bc2": "Ad",
                     *           "bc3": "9h",
                     *           "bc4": "Jd",
                     *           "bc5": "8h",
                     *           "handStageInfoList": [
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 0,
                     *               "stage": "HOLE",
                     *               "percentWin": 35.77,
                     *               "percentDraw": 0.71,
                     *               "percentWinOrDraw": 36.47,
                     *               "oddsActual": 2.74,
                     *               "oddsMargin": 2.6594,
                     *               "oddsRounded": 2.6,
                     *               "actualRtp": 0.9483,
                     *               "roundingRake": 0.0217,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": false,
                     *               "statusBestRtp": false,
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Queen high"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 0,
                     *               "stage": "HOLE",
                     *               "percentWin": 63.53,
                     *               "percentDraw": 0.71,
                     *               "percentWinOrDraw": 64.23,
                     *               "oddsActual": 1.56,
                     *               "oddsMargin": 1.5101,
                     *               "oddsRounded": 1.5,
                     *               "actualRtp": 0.9635,
                     *               "roundingRake": 0.0065,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": true,
                     *               "statusBestRtp": true,
                     *               "handDescShort": "High card",
                     *               "handDescLong": "King high"
                     *             },
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 1,
                     *               "stage": "FLOP",
                     *               "percentWin": 24.04,
                     *               "percentDraw": 0.91,
                     *               "percentWinOrDraw": 24.95,
                     *               "oddsActual": 4.01,
                     *               "oddsMargin": 3.8879,
                     *               "oddsRounded": 3.8,
                     *               "actualRtp": 0.9481,
                     *               "roundingRake": 0.0219,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": false,
                     *               "statusBestRtp": true,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Qs",
                     *                 "Tc",
                     *                 "9h",
                     *                 "3d"
                     *               ],
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Ace high"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 1,
                     *               "stage": "FLOP",
                     *               "percentWin": 75.05,
                     *               "percentDraw": 0.91,
                     *               "percentWinOrDraw": 75.96,
                     *               "oddsActual": 1.32,
                     *               "oddsMargin": 1.277,
                     *               "oddsRounded": 1.2,
                     *               "actualRtp": 0.9115,
                     *               "roundingRake": 0.0585,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": true,
                     *               "statusBestRtp": false,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Kh",
                     *                 "Tc",
                     *                 "9h",
                     *                 "4c"
                     *               ],
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Ace high"
                     *             },
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 2,
                     *               "stage": "TURN",
                     *               "percentWin": 22.73,
                     *               "percentDraw": 0,
                     *               "percentWinOrDraw": 22.73,
                     *               "oddsActual": 4.4,
                     *               "oddsMargin": 4.268,
                     *               "oddsRounded": 4.2,
                     *               "actualRtp": 0.9545,
                     *               "roundingRake": 0.0155,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": false,
                     *               "statusBestRtp": true,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Qs",
                     *                 "Jd",
                     *                 "Tc",
                     *                 "9h"
                     *               ],
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Ace high"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 2,
                     *               "stage": "TURN",
                     *               "percentWin": 77.27,
                     *               "percentDraw": 0,
                     *               "percentWinOrDraw": 77.27,
                     *               "oddsActual": 1.29,
                     *               "oddsMargin": 1.2553,
                     *               "oddsRounded": 1.2,
                     *               "actualRtp": 0.9273,
                     *               "roundingRake": 0.0427,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": true,
                     *               "statusBestRtp": false,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Kh",
                     *                 "Jd",
                     *                 "Tc",
                     *                 "9h"
                     *               ],
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Ace high"
                     *             },
                     *             {
                     *               "handIndex": 0,
                     *               "bettingStage": 3,
                     *               "stage": "RIVER",
                     *               "percentWin": 100,
                     *               "percentDraw": 0,
                     *               "percentWinOrDraw": 100,
                     *               "oddsActual": 1,
                     *               "oddsMargin": 0.97,
                     *               "oddsRounded": 0,
                     *               "actualRtp": 0,
                     *               "roundingRake": 0,
                     *               "statusIsWinner": true,
                     *               "statusCantLose": true,
                     *               "statusIsFavourite": false,
                     *               "statusBestRtp": false,
                     *               "bestFiveCards": [
                     *                 "Qs",
                     *                 "Jd",
                     *                 "Tc",
                     *                 "9h",
                     *                 "8h"
                     *               ],
                     *               "handDescShort": "Straight",
                     *               "handDescLong": "Queen-high straight"
                     *             },
                     *             {
                     *               "handIndex": 1,
                     *               "bettingStage": 3,
                     *               "stage": "RIVER",
                     *               "percentWin": 0,
                     *               "percentDraw": 0,
                     *               "percentWinOrDraw": 0,
                     *               "oddsActual": 0,
                     *               "oddsMargin": 0,
                     *               "oddsRounded": 0,
                     *               "actualRtp": 0,
                     *               "roundingRake": 0,
                     *               "statusIsWinner": false,
                     *               "statusCantLose": false,
                     *               "statusIsFavourite": false,
                     *               "statusBestRtp": false,
                     *               "bestFiveCards": [
                     *                 "Ad",
                     *                 "Kh",
                     *                 "Jd",
                     *                 "Tc",
                     *                 "9h"
                     *               ],
                     *               "handDescShort": "High card",
                     *               "handDescLong": "Ace high"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkGamesResponse"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "numberOfGames must be an integer between 1 and 200."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The odds engine is at capacity; retry shortly."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    placeBet: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key and body gets the first answer and places nothing; the same key with another body is refused with 422. Keys are kept 24 hours, per caller when tokens are verified. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceBetRequest"];
            };
        };
        responses: {
            /** @description The bet is placed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "betId": 1,
                     *       "recordedOdds": 2.4,
                     *       "seatBalance": 95
                     *     }
                     */
                    "application/json": components["schemas"]["BetAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "betAmount must be a positive number of at most 1000000 with at most 2 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Bets on stage 0 of game 1 are closed: stage 1 of game 1 is open."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Idempotency-Key reused with a different request, or a balance limit reached. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Idempotency-Key was already used with a different request."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelBet: {
        parameters: {
            query?: {
                /**
                 * @description The player acting; defaults to the token subject when tokens are verified (required in stub mode).
                 * @example player-1
                 */
                playerId?: string;
            };
            header?: never;
            path: {
                tableId: number;
                betId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bet is cancelled and its stake refunded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "betId": 1,
                     *       "refund": 5,
                     *       "seatBalance": 100
                     *     }
                     */
                    "application/json": components["schemas"]["CancelAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "betId must be a positive integer."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unknown route, or no such game. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Table 7 has no bet 9."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Bet 1 can no longer be cancelled: only open bets of the stage still open can."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leaveTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeaveRequest"];
            };
        };
        responses: {
            /** @description The seat is free and its balance paid out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "acknowledgement": "ACK",
                     *       "seatId": 1,
                     *       "cashedOut": 112.5
                     *     }
                     */
                    "application/json": components["schemas"]["LeaveAck"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be a string of 1 to 128 characters without control characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Player has 1 bet(s) not yet settled; leave after the river."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLedger: {
        parameters: {
            query?: {
                /**
                 * @description The player whose entries these are; defaults to the token subject when tokens are verified (required in stub mode).
                 * @example player-1
                 */
                playerId?: string;
                /** @description Entries per page, 1..500; default 100. */
                limit?: number;
                /** @description The nextCursor of the previous page (opaque). */
                cursor?: string;
                /** @description asc: oldest first (the default); desc: newest first. */
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the player's entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 7,
                     *       "playerId": "player-1",
                     *       "entries": [
                     *         {
                     *           "entryId": 1,
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "kind": "BUY_IN",
                     *           "amount": 100,
                     *           "balanceAfter": 100,
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         },
                     *         {
                     *           "entryId": 2,
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "kind": "BET",
                     *           "amount": -5,
                     *           "balanceAfter": 95,
                     *           "gameId": 1,
                     *           "betId": 1,
                     *           "at": "2026-01-01T12:00:05.000Z"
                     *         },
                     *         {
                     *           "entryId": 3,
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "kind": "PAYOUT",
                     *           "amount": 12,
                     *           "balanceAfter": 107,
                     *           "gameId": 1,
                     *           "at": "2026-01-01T12:00:09.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Ledger"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId is required (a query parameter) when tokens are not verified."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-1",
                     *       "accountBalance": 150,
                     *       "seats": [
                     *         {
                     *           "tableId": 7,
                     *           "seatId": 1,
                     *           "seatBalance": 100
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be a string of 1 to 128 characters without control characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token: a player reads only their own account."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountLedger: {
        parameters: {
            query?: {
                /** @description Entries per page, 1..500; default 100. */
                limit?: number;
                /** @description The nextCursor of the previous page (opaque). */
                cursor?: string;
                /** @description asc: oldest first (the default); desc: newest first. */
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-1",
                     *       "entries": [
                     *         {
                     *           "entryId": 1,
                     *           "kind": "DEPOSIT",
                     *           "amount": 250,
                     *           "balanceAfter": 250,
                     *           "by": "operator-token",
                     *           "at": "2026-01-01T12:00:00.000Z"
                     *         },
                     *         {
                     *           "entryId": 2,
                     *           "kind": "TO_SEAT",
                     *           "amount": -100,
                     *           "balanceAfter": 150,
                     *           "tableId": 7,
                     *           "seatId": 1,
                     *           "at": "2026-01-01T12:00:01.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AccountLedger"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cursor must be the nextCursor of a previous page."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token: a player reads only their own account."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProtection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protection as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be 1 to 128 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProtectionHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "changes": [
                     *         {
                     *           "changeId": 1,
                     *           "at": "2030-01-01T09:00:00.000Z",
                     *           "actor": "player-42",
                     *           "source": "PLAYER",
                     *           "action": "LIMIT",
                     *           "before": null,
                     *           "after": {
                     *             "kind": "LOSS",
                     *             "period": "WEEK",
                     *             "source": "PLAYER",
                     *             "amountCents": 10000
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProtectionHistory"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be 1 to 128 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitRequest"];
            };
        };
        responses: {
            /** @description The protection after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount must be null or a positive number of at most 1000000000 with at most 2 decimal places."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RealityCheckRequest"];
            };
        };
        responses: {
            /** @description The protection with the new interval. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "minutes must be null or an integer between 10 and 120."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acknowledgeRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protection after the acknowledgement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T11:00:05.000Z",
                     *           "lastAcknowledgedAt": "2030-01-01T10:00:05.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be 1 to 128 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startTimeout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeoutRequest"];
            };
        };
        responses: {
            /** @description The protection with the break in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       },
                     *       "timeout": {
                     *         "startedAt": "2030-01-01T09:30:00.000Z",
                     *         "until": "2030-01-04T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "hours must be an integer between 24 and 1008."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    selfExclude: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfExclusionRequest"];
            };
        };
        responses: {
            /** @description The protection with the break in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-42",
                     *       "asOf": "2030-01-01T09:30:00.000Z",
                     *       "limits": [
                     *         {
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "used": 12.5,
                     *           "remaining": 37.5,
                     *           "oldestUseLeavesAt": "2030-01-02T08:10:00.000Z"
                     *         },
                     *         {
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100,
                     *           "used": 30,
                     *           "remaining": 70,
                     *           "oldestUseLeavesAt": "2030-01-06T20:00:00.000Z"
                     *         }
                     *       ],
                     *       "settings": [
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "WAGER",
                     *           "period": "DAY",
                     *           "amount": 50,
                     *           "pending": {
                     *             "amount": 200,
                     *             "effectiveAt": "2030-01-02T09:00:00.000Z"
                     *           }
                     *         },
                     *         {
                     *           "source": "PLAYER",
                     *           "kind": "LOSS",
                     *           "period": "WEEK",
                     *           "amount": 100
                     *         }
                     *       ],
                     *       "realityCheck": {
                     *         "minutes": 60,
                     *         "source": "PLAYER",
                     *         "session": {
                     *           "startedAt": "2030-01-01T09:00:00.000Z",
                     *           "lastBetAt": "2030-01-01T09:29:00.000Z",
                     *           "dueAt": "2030-01-01T10:00:00.000Z"
                     *         }
                     *       },
                     *       "selfExclusion": {
                     *         "startedAt": "2030-01-01T09:30:00.000Z",
                     *         "until": "2030-06-30T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Protection"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "confirm must be true: a self-exclusion cannot be lifted or shortened."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recallGames: {
        parameters: {
            query?: {
                /** @description Games per page, 1..100; default 20. */
                limit?: number;
                /** @description The nextCursor of the previous page (opaque). */
                cursor?: string;
                /**
                 * @description Only games started at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Only games started before this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                to?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The player whose account this is.
                 * @example player-1
                 */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "playerId": "player-1",
                     *       "games": [
                     *         {
                     *           "tableId": 7,
                     *           "gameId": 1,
                     *           "status": "SETTLED",
                     *           "startedAt": "2026-01-01T12:00:00.000Z",
                     *           "settledAt": "2030-01-01T09:31:10.000Z",
                     *           "hands": [
                     *             "Qs3d",
                     *             "4cKh"
                     *           ],
                     *           "stages": [
                     *             {
                     *               "stage": "HOLE",
                     *               "board": [],
                     *               "handOdds": [
                     *                 {
                     *                   "handIndex": 0,
                     *                   "bettingStage": 0,
                     *                   "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *                   "winPercentage": 35.77,
                     *                   "drawPercentage": 0.71,
                     *                   "fairOdds": 2.74,
                     *                   "odds": 2.6,
                     *                   "actualRtp": 0.9483,
                     *                   "isFavourite": false,
                     *                   "cantLose": false,
                     *                   "bestValue": false,
                     *                   "handDescription": "Queen high"
                     *                 },
                     *                 {
                     *                   "handIndex": 1,
                     *                   "bettingStage": 0,
                     *                   "handStatus": "IN_PLAY_FAVOURITE",
                     *                   "winPercentage": 63.53,
                     *                   "drawPercentage": 0.71,
                     *                   "fairOdds": 1.56,
                     *                   "odds": 1.5,
                     *                   "actualRtp": 0.9635,
                     *                   "isFavourite": true,
                     *                   "cantLose": false,
                     *                   "bestValue": true,
                     *                   "handDescription": "King high"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "stage": "FLOP",
                     *               "board": [
                     *                 "Tc",
                     *                 "Ad",
                     *                 "9h"
                     *               ],
                     *               "handOdds": [
                     *                 {
                     *                   "handIndex": 0,
                     *                   "bettingStage": 1,
                     *                   "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *                   "winPercentage": 24.04,
                     *                   "drawPercentage": 0.91,
                     *                   "fairOdds": 4.01,
                     *                   "odds": 3.8,
                     *                   "actualRtp": 0.9481,
                     *                   "isFavourite": false,
                     *                   "cantLose": false,
                     *                   "bestValue": true,
                     *                   "bestFiveCards": [
                     *                     "Ad",
                     *                     "Qs",
                     *                     "Tc",
                     *                     "9h",
                     *                     "3d"
                     *                   ],
                     *                   "handDescription": "Ace high"
                     *                 },
                     *                 {
                     *                   "handIndex": 1,
                     *                   "bettingStage": 1,
                     *                   "handStatus": "IN_PLAY_FAVOURITE",
                     *                   "winPercentage": 75.05,
                     *                   "drawPercentage": 0.91,
                     *                   "fairOdds": 1.32,
                     *                   "odds": 1.2,
                     *                   "actualRtp": 0.9115,
                     *                   "isFavourite": true,
                     *                   "cantLose": false,
                     *                   "bestValue": false,
                     *                   "bestFiveCards": [
                     *                     "Ad",
                     *                     "Kh",
                     *                     "Tc",
                     *                     "9h",
                     *                     "4c"
                     *                   ],
                     *                   "handDescription": "Ace high"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "stage": "TURN",
                     *               "board": [
                     *                 "Tc",
                     *                 "Ad",
                     *                 "9h",
                     *                 "Jd"
                     *               ],
                     *               "handOdds": [
                     *                 {
                     *                   "handIndex": 0,
                     *                   "bettingStage": 2,
                     *                   "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *                   "winPercentage": 22.73,
                     *                   "drawPercentage": 0,
                     *                   "fairOdds": 4.4,
                     *                   "odds": 4.2,
                     *                   "actualRtp": 0.9545,
                     *                   "isFavourite": false,
                     *                   "cantLose": false,
                     *                   "bestValue": true,
                     *                   "bestFiveCards": [
                     *                     "Ad",
                     *                     "Qs",
                     *                     "Jd",
                     *                     "Tc",
                     *                     "9h"
                     *                   ],
                     *                   "handDescription": "Ace high"
                     *                 },
                     *                 {
                     *                   "handIndex": 1,
                     *                   "bettingStage": 2,
                     *                   "handStatus": "IN_PLAY_FAVOURITE",
                     *                   "winPercentage": 77.27,
                     *                   "drawPercentage": 0,
                     *                   "fairOdds": 1.29,
                     *                   "odds": 1.2,
                     *                   "actualRtp": 0.9273,
                     *                   "isFavourite": true,
                     *                   "cantLose": false,
                     *                   "bestValue": false,
                     *                   "bestFiveCards": [
                     *                     "Ad",
                     *                     "Kh",
                     *                     "Jd",
                     *                     "Tc",
                     *                     "9h"
                     *                   ],
                     *                   "handDescription": "Ace high"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "stage": "RIVER",
                     *               "board": [
                     *                 "Tc",
                     *                 "Ad",
                     *                 "9h",
                     *                 "Jd",
                     *                 "8h"
                     *               ],
                     *               "handOdds": [
                     *                 {
                     *                   "handIndex": 0,
                     *                   "bettingStage": 3,
                     *                   "handStatus": "IN_PLAY_WINNER",
                     *                   "winPercentage": 100,
                     *                   "drawPercentage": 0,
                     *                   "fairOdds": 1,
                     *                   "odds": 0,
                     *                   "actualRtp": 0,
                     *                   "isFavourite": false,
                     *                   "cantLose": true,
                     *                   "bestValue": false,
                     *                   "isWinner": true,
                     *                   "bestFiveCards": [
                     *                     "Qs",
                     *                     "Jd",
                     *                     "Tc",
                     *                     "9h",
                     *                     "8h"
                     *                   ],
                     *                   "handDescription": "Queen-high straight"
                     *                 },
                     *                 {
                     *                   "handIndex": 1,
                     *                   "bettingStage": 3,
                     *                   "handStatus": "IN_PLAY_DEAD",
                     *                   "winPercentage": 0,
                     *                   "drawPercentage": 0,
                     *                   "fairOdds": 0,
                     *                   "odds": 0,
                     *                   "actualRtp": 0,
                     *                   "isFavourite": false,
                     *                   "cantLose": false,
                     *                   "bestValue": false,
                     *                   "isWinner": false,
                     *                   "bestFiveCards": [
                     *                     "Ad",
                     *                     "Kh",
                     *                     "Jd",
                     *                     "Tc",
                     *                     "9h"
                     *                   ],
                     *                   "handDescription": "Ace high"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "bets": [
                     *             {
                     *               "betId": 3,
                     *               "gameId": 1,
                     *               "bettingStage": 0,
                     *               "handIndex": 0,
                     *               "playerId": "player-1",
                     *               "seatId": 1,
                     *               "betAmount": 10,
                     *               "recordedOdds": 2.2,
                     *               "status": "WON",
                     *               "payout": 22,
                     *               "placedAt": "2030-01-01T09:30:05.000Z"
                     *             }
                     *           ],
                     *           "totalStaked": 10,
                     *           "totalReturned": 22,
                     *           "balanceBefore": 100,
                     *           "balanceAfter": 112,
                     *           "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *           "clientSeed": "my-lucky-seed",
                     *           "nonce": 1,
                     *           "serverSeed": "0707070707070707070707070707070707070707070707070707070707070707"
                     *         }
                     *       ],
                     *       "nextCursor": "ZzE4OTM0NTYyMDAwMDAuNy4x",
                     *       "kept": "Every game is kept: nothing is pruned (at least 90 days are promised)."
                     *     }
                     */
                    "application/json": components["schemas"]["RecalledGames"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "limit must be an integer between 1 and 100."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markReady: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadyRequest"];
            };
        };
        responses: {
            /** @description The state after the call (readySeats lists who is ready). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": 8,
                     *       "settings": {
                     *         "numberOfHands": 2,
                     *         "numberOfSeats": 1,
                     *         "targetRtp": 0.97,
                     *         "maxBetAmount": 50,
                     *         "mode": "AUTO",
                     *         "skipTurn": false,
                     *         "bettingSeconds": 15,
                     *         "revealSeconds": 5
                     *       },
                     *       "gameState": "STATUS_HOLE",
                     *       "bettingStage": 0,
                     *       "gamesStarted": 1,
                     *       "gameId": 1,
                     *       "hands": [
                     *         "Qs3d",
                     *         "4cKh"
                     *       ],
                     *       "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *       "clientSeed": "my-lucky-seed",
                     *       "nonce": 1,
                     *       "board": [],
                     *       "seats": [
                     *         {
                     *           "seatId": 1,
                     *           "playerId": "player-1",
                     *           "seatBalance": 100
                     *         }
                     *       ],
                     *       "handOdds": [
                     *         {
                     *           "handIndex": 0,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *           "winPercentage": 35.77,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 2.74,
                     *           "odds": 2.6,
                     *           "actualRtp": 0.9483,
                     *           "isFavourite": false,
                     *           "cantLose": false,
                     *           "bestValue": false,
                     *           "handDescription": "Queen high"
                     *         },
                     *         {
                     *           "handIndex": 1,
                     *           "bettingStage": 0,
                     *           "handStatus": "IN_PLAY_FAVOURITE",
                     *           "winPercentage": 63.53,
                     *           "drawPercentage": 0.71,
                     *           "fairOdds": 1.56,
                     *           "odds": 1.5,
                     *           "actualRtp": 0.9635,
                     *           "isFavourite": true,
                     *           "cantLose": false,
                     *           "bestValue": true,
                     *           "handDescription": "King high"
                     *         }
                     *       ],
                     *       "bets": [],
                     *       "totals": {
                     *         "gamesPlayed": 0,
                     *         "amountBet": 0,
                     *         "amountPaidOut": 0,
                     *         "realisedRtp": 0
                     *       },
                     *       "stageEndsAt": "2026-01-01T12:00:15.000Z",
                     *       "serverTime": "2026-01-01T12:00:05.000Z",
                     *       "readySeats": [
                     *         1
                     *       ],
                     *       "eventId": 4
                     *     }
                     */
                    "application/json": components["schemas"]["TableState"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "bettingStage must be 0, 1 or 2."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The token does not allow this (playerId must be the token subject). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "playerId must be the subject (sub) of the access token."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A conflict with the table as it is now: the table is full, the game has moved on (the message names the current state), the player is not seated, or the game is still in progress. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Stage 0 of game 1 closed at 2026-01-01T12:00:15.000Z."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Request body too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body is too large: at most 16384 bytes."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Content-Type must be application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Content-Type must be application/json; got text/plain."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createEventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticket": "pQ3t0V9mX2b7yK1cN8sL4eR6uW5aZ0dF9gH2jT7vB3k",
                     *       "expiresAt": "2026-01-01T12:00:35.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EventTicket"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "tableId must be an integer between 1 and 2147483647."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Missing or invalid Authorization header."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    followTableEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description Resume after this event: every later event follows, or a new snapshot when it is older than the events the table keeps. */
                "last-event-id"?: string;
            };
            path: {
                /**
                 * @description Numeric table identifier. Tables exist on first use.
                 * @example 1
                 */
                tableId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A text/event-stream of messages `id: <eventId>`, `event: <type>`, `data: <JSON>`, with comment lines (`: keep-alive`) between. The schema and example are of one message's data: one of the event schemas, by its type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "snapshot",
                     *       "eventId": 4,
                     *       "at": "2026-01-01T12:00:05.000Z",
                     *       "state": {
                     *         "tableId": 8,
                     *         "settings": {
                     *           "numberOfHands": 2,
                     *           "numberOfSeats": 1,
                     *           "targetRtp": 0.97,
                     *           "maxBetAmount": 50,
                     *           "mode": "AUTO",
                     *           "skipTurn": false,
                     *           "bettingSeconds": 15,
                     *           "revealSeconds": 5
                     *         },
                     *         "gameState": "STATUS_HOLE",
                     *         "bettingStage": 0,
                     *         "gamesStarted": 1,
                     *         "gameId": 1,
                     *         "hands": [
                     *           "Qs3d",
                     *           "4cKh"
                     *         ],
                     *         "serverSeedHash": "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0",
                     *         "clientSeed": "my-lucky-seed",
                     *         "nonce": 1,
                     *         "board": [],
                     *         "seats": [
                     *           {
                     *             "seatId": 1,
                     *             "playerId": "player-1",
                     *             "seatBalance": 100
                     *           }
                     *         ],
                     *         "handOdds": [
                     *           {
                     *             "handIndex": 0,
                     *             "bettingStage": 0,
                     *             "handStatus": "IN_PLAY_BETTING_STAGE_ACTIVE",
                     *             "winPercentage": 35.77,
                     *             "drawPercentage": 0.71,
                     *             "fairOdds": 2.74,
                     *             "odds": 2.6,
                     *             "actualRtp": 0.9483,
                     *             "isFavourite": false,
                     *             "cantLose": false,
                     *             "bestValue": false,
                     *             "handDescription": "Queen high"
                     *           },
                     *           {
                     *             "handIndex": 1,
                     *             "bettingStage": 0,
                     *             "handStatus": "IN_PLAY_FAVOURITE",
                     *             "winPercentage": 63.53,
                     *             "drawPercentage": 0.71,
                     *             "fairOdds": 1.56,
                     *             "odds": 1.5,
                     *             "actualRtp": 0.9635,
                     *             "isFavourite": true,
                     *             "cantLose": false,
                     *             "bestValue": true,
                     *             "handDescription": "King high"
                     *           }
                     *         ],
                     *         "bets": [],
                     *         "totals": {
                     *           "gamesPlayed": 0,
                     *           "amountBet": 0,
                     *           "amountPaidOut": 0,
                     *           "realisedRtp": 0
                     *         },
                     *         "stageEndsAt": "2026-01-01T12:00:15.000Z",
                     *         "serverTime": "2026-01-01T12:00:05.000Z",
                     *         "readySeats": [],
                     *         "eventId": 4
                     *       }
                     *     }
                     */
                    "text/event-stream": components["schemas"]["SnapshotEvent"] | components["schemas"]["TableCreatedEvent"] | components["schemas"]["SeatsEvent"] | components["schemas"]["BetEvent"] | components["schemas"]["ReadyEvent"] | components["schemas"]["StageEvent"] | components["schemas"]["RealityCheckEvent"];
                };
            };
            /** @description Invalid request: the message names the field and the rule (also malformed JSON). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Last-Event-ID must be an event number."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Missing or invalid Authorization header. */
            401: {
                headers: {
                    /** @description Always `Bearer`. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The ticket is unknown, used, expired or for another table: ask for a new one."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is longer than 100 characters. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "A path parameter is too long: at most 100 characters."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests (the rate limit), the caller holds its whole share of a bounded store (tables opened, Idempotency-Keys kept), or has too many range-equity requests waiting; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Too many requests: at most 600 per minute; retry in 42 s."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A dependency (store, odds engine or identity provider) is unavailable or at capacity; retry later. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "The identity provider cannot be reached to check the access token; retry later."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
