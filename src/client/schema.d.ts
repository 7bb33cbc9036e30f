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
         * @description Public. 200 when the service and its store are reachable; 503 with the same body saying which dependency is not.
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
         * @description The seats taken at a table with their balances. A table nobody sat at is returned empty.
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
        };
        Health: {
            /**
             * @description "ok", or "unavailable" when a dependency cannot be reached.
             * @enum {string}
             */
            status: "ok" | "unavailable";
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
                /** @description Why the store is unavailable. */
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
             * @description Amount brought to the seat: > 0, at most 1000000, at most 2 decimal places.
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
                playerId: string;
                seatBalance: number;
            }[];
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
            /** @description Too many requests; retry after the Retry-After header. */
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
            /** @description Too many requests; retry after the Retry-After header. */
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
    sitAtTable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A retry with the same key and body gets the first answer and changes nothing; the same key with another body is refused with 422. Keys are kept 24 hours. */
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
            /** @description The table is full. */
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
            /** @description Too many requests; retry after the Retry-After header. */
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
            /** @description Too many requests; retry after the Retry-After header. */
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
