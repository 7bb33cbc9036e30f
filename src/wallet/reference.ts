// The reference wallet: the seamless wallet protocol implemented exactly (docs/wallet-protocol.md), in memory, for
// local play, demos and the tests. Every request is checked for its signature before anything else, and every answer
// is signed. Each transaction id is answered once and the answer kept: the same id with the same body gets the same
// answer, with another body DUPLICATE_TRANSACTION. Each request is decided and applied in one synchronous step, so
// concurrent duplicates cannot both apply. A rollback of a debit it has not seen succeeds and bars that debit for good.
// `flaws` make deliberately broken variants, for the conformance kit's own tests.

import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import {
  BalanceRequestSchema,
  type CreditRequest,
  CreditRequestSchema,
  type DebitRequest,
  DebitRequestSchema,
  type RollbackRequest,
  RollbackRequestSchema,
  WalletAnswerSchema,
  type WalletErrorCode,
  WalletErrorSchema,
} from '../../schemas/wallet.ts'
import { SIGNATURE_HEADER, signatureHeaders, signatureProblem, TIMESTAMP_HEADER } from './signature.ts'

/** Ways to break the reference wallet on purpose: each breaks one rule the conformance kit checks. */
export type WalletFlaw =
  | 'no-idempotency' // a repeated transaction id is applied again
  | 'ignores-different-data' // the same id with another body answers the first answer instead of refusing
  | 'debit-after-rollback' // a debit that arrives after its rollback is applied
  | 'accepts-bad-signatures' // requests are not checked
  | 'accepts-replays' // the signed time is not checked
  | 'overdraws' // a debit above the balance is applied

export interface ReferenceWalletOptions {
  secret: string
  /** What a player the wallet has not seen before starts with, in minor units. */
  startingBalance: number
  currency?: string
  flaws?: ReadonlySet<WalletFlaw>
  now?: () => number
}

interface Player {
  balance: number
  blocked: boolean
}

interface Kept {
  /** The request's fields that must match on a repeat. */
  fingerprint: string
  status: number
  body: object
}

interface Debit {
  amount: number
  playerId: string
  rolledBack: boolean
}

const ANSWERS = {
  200: WalletAnswerSchema,
  '4xx': WalletErrorSchema,
}

export async function buildReferenceWallet(options: ReferenceWalletOptions): Promise<FastifyInstance> {
  const { secret, startingBalance, currency = 'EUR', flaws = new Set(), now = Date.now } = options
  const players = new Map<string, Player>()
  const answers = new Map<string, Kept>()
  const debits = new Map<string, Debit>()
  /** Debits rolled back before they arrived: barred for good. */
  const barred = new Set<string>()
  /** Every movement of money, in order: what a test checks the service against. */
  const moved: Array<{ transactionId: string; kind: string; roundId: string; playerId: string; amount: number }> = []

  // Amounts are checked as sent: "5" is not 5.
  const app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: false } } })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hand-Odds seamless wallet protocol',
        version: '1.0.0',
        description:
          'What a casino wallet implements for the Hand-Odds Service in seamless mode: docs/wallet-protocol.md. ' +
          `Every request and answer carries \`${TIMESTAMP_HEADER}\` (ms since the epoch) and \`${SIGNATURE_HEADER}\` ` +
          '(hex HMAC-SHA256 of the timestamp, a dot and the raw body, under the shared secret).',
      },
    },
  })
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    ;(request as { rawBody?: string }).rawBody = body as string
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined)
    }
  })
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/admin') && request.method === 'GET') return
    const raw = (request as { rawBody?: string }).rawBody ?? ''
    const headers = request.headers as Record<string, string | undefined>
    let problem = flaws.has('accepts-bad-signatures') ? undefined : signatureProblem(secret, headers, raw, now())
    if (problem?.includes('replay window') && flaws.has('accepts-replays')) problem = undefined
    if (problem) return refuse(reply, 401, 'INVALID_SIGNATURE', `The request's signature is refused: ${problem}.`)
  })
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 500) return reply.status(500).send({ code: 'INVALID_REQUEST', message: 'The wallet failed.' })
    return refuse(reply, 400, 'INVALID_REQUEST', error.message)
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : ''
    for (const [name, value] of Object.entries(signatureHeaders(secret, text, now()))) reply.header(name, value)
    return payload
  })

  function refuse(reply: FastifyReply, status: number, code: WalletErrorCode, message: string, balance?: number) {
    return reply.status(status).send({ code, message, ...(balance === undefined ? {} : { balance }) })
  }
  const playerOf = (playerId: string): Player => {
    let player = players.get(playerId)
    if (!player) {
      player = { balance: startingBalance, blocked: false }
      players.set(playerId, player)
    }
    return player
  }
  /** The kept answer of a repeated id (or its refusal as a duplicate), else undefined: decide and keep it now. */
  function repeated(id: string, fingerprint: string, reply: FastifyReply) {
    const kept = answers.get(id)
    if (!kept || flaws.has('no-idempotency')) return undefined
    if (kept.fingerprint !== fingerprint && !flaws.has('ignores-different-data')) {
      return refuse(reply, 409, 'DUPLICATE_TRANSACTION', `Transaction ${id} was sent before with other data.`)
    }
    return reply.status(kept.status).send(kept.body)
  }
  function keep(id: string, fingerprint: string, reply: FastifyReply, status: number, body: object) {
    answers.set(id, { fingerprint, status, body })
    return reply.status(status).send(body)
  }
  /** A transaction applied: the balance after it, kept as the id's answer. */
  const applied = (id: string, fingerprint: string, reply: FastifyReply, player: Player) =>
    keep(id, fingerprint, reply, 200, { balance: player.balance, currency, transactionId: id })
  const routeSchema = (body: object, summary: string) => ({ schema: { body, response: ANSWERS, summary } })

  app.post('/balance', routeSchema(BalanceRequestSchema, "The player's balance."), async (request, reply) => {
    const { playerId, currency: wanted } = request.body as { playerId: string; currency: string }
    if (wanted !== currency) return refuse(reply, 409, 'CURRENCY_MISMATCH', `The player's currency is ${currency}.`)
    return reply.send({ balance: playerOf(playerId).balance, currency })
  })

  app.post('/debit', routeSchema(DebitRequestSchema, 'Takes a stake.'), async (request, reply) => {
    const body = request.body as DebitRequest
    const fingerprint = JSON.stringify(['debit', body.roundId, body.playerId, body.currency, body.amount])
    const again = repeated(body.transactionId, fingerprint, reply)
    if (again) return again
    const player = playerOf(body.playerId)
    const answer = (status: number, code: WalletErrorCode, message: string, balance?: number) =>
      keep(body.transactionId, fingerprint, reply, status, {
        code,
        message,
        ...(balance === undefined ? {} : { balance }),
      })
    if (body.currency !== currency) return answer(409, 'CURRENCY_MISMATCH', `The player's currency is ${currency}.`)
    if (barred.has(body.transactionId) && !flaws.has('debit-after-rollback')) {
      return answer(409, 'TRANSACTION_ROLLED_BACK', `Debit ${body.transactionId} was rolled back before it arrived.`)
    }
    if (player.blocked) return answer(409, 'PLAYER_BLOCKED', 'The player is blocked.')
    if (player.balance < body.amount && !flaws.has('overdraws')) {
      return answer(409, 'INSUFFICIENT_FUNDS', 'The balance is below the stake.', player.balance)
    }
    player.balance -= body.amount
    moved.push({
      transactionId: body.transactionId,
      kind: 'debit',
      roundId: body.roundId,
      playerId: body.playerId,
      amount: -body.amount,
    })
    debits.set(body.transactionId, { amount: body.amount, playerId: body.playerId, rolledBack: false })
    return applied(body.transactionId, fingerprint, reply, player)
  })

  app.post(
    '/credit',
    routeSchema(CreditRequestSchema, 'Pays a round (0 closes a lost one).'),
    async (request, reply) => {
      const body = request.body as CreditRequest
      const fingerprint = JSON.stringify(['credit', body.roundId, body.playerId, body.currency, body.amount])
      const again = repeated(body.transactionId, fingerprint, reply)
      if (again) return again
      if (body.currency !== currency) {
        return keep(body.transactionId, fingerprint, reply, 409, {
          code: 'CURRENCY_MISMATCH',
          message: `The player's currency is ${currency}.`,
        })
      }
      // A credit lands whatever the player's session or state: the round's money is the player's.
      const player = playerOf(body.playerId)
      player.balance += body.amount
      moved.push({
        transactionId: body.transactionId,
        kind: 'credit',
        roundId: body.roundId,
        playerId: body.playerId,
        amount: body.amount,
      })
      return applied(body.transactionId, fingerprint, reply, player)
    },
  )

  app.post('/rollback', routeSchema(RollbackRequestSchema, 'Undoes a debit.'), async (request, reply) => {
    const body = request.body as RollbackRequest
    const fingerprint = JSON.stringify(['rollback', body.roundId, body.playerId, body.currency, body.reference])
    const again = repeated(body.transactionId, fingerprint, reply)
    if (again) return again
    const player = playerOf(body.playerId)
    const debit = debits.get(body.reference)
    if (!debit) barred.add(body.reference)
    else if (!debit.rolledBack && debit.playerId === body.playerId) {
      debit.rolledBack = true
      player.balance += debit.amount
      moved.push({
        transactionId: body.transactionId,
        kind: 'rollback',
        roundId: body.roundId,
        playerId: body.playerId,
        amount: debit.amount,
      })
    }
    return applied(body.transactionId, fingerprint, reply, player)
  })

  // The operator's view for demos and tests: every movement of money in order, and a player's balance, read and set
  // (signed like every call but GET).
  app.get('/admin/movements', async (_request, reply) => reply.send({ movements: moved }))
  app.get('/admin/players/:playerId', async (request, reply) => {
    const { playerId } = request.params as { playerId: string }
    const player = playerOf(playerId)
    return reply.send({ playerId, balance: player.balance, blocked: player.blocked, currency })
  })
  app.put('/admin/players/:playerId', async (request, reply) => {
    const { playerId } = request.params as { playerId: string }
    const { balance, blocked } = (request.body ?? {}) as { balance?: unknown; blocked?: unknown }
    if (balance !== undefined && !(Number.isSafeInteger(balance) && (balance as number) >= 0)) {
      return refuse(reply, 400, 'INVALID_REQUEST', 'balance must be an integer of minor units, 0 or more.')
    }
    const player = playerOf(playerId)
    if (balance !== undefined) player.balance = balance as number
    if (typeof blocked === 'boolean') player.blocked = blocked
    return reply.send({ playerId, balance: player.balance, blocked: player.blocked, currency })
  })
  return app
}
