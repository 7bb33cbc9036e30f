// The one error handler: validation, domain and framework errors to `{"error": message}` with the right status.

import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type DomainErrorCode, isDomainError } from '../core/errors.ts'
import { ProtectionError } from '../core/protection.ts'
import { HANDLER_TIMEOUT_ERROR_CODE } from './plugins/handler-timeout.ts'
import { CLOSING_ERROR_CODE, LOAD_SHED_ERROR_CODE } from './plugins/load-shedding.ts'

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  INVALID_INPUT: 400,
  FORBIDDEN_PLAYER: 403,
  TABLE_FULL: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  BALANCE_LIMIT_REACHED: 422,
  STORE_UNAVAILABLE: 503,
  STORE_LIMIT_REACHED: 503,
  CALLER_LIMIT_REACHED: 429,
  AUTH_UNAVAILABLE: 503,
  ODDS_OVERLOADED: 503,
  STATE_CHANGED: 409,
  NOT_SEATED: 409,
  GAME_NOT_FOUND: 404,
  GAME_NOT_FINISHED: 409,
  STAGE_CLOSED: 409,
  HAND_NOT_OFFERED: 409,
  BET_LIMIT: 409,
  INSUFFICIENT_BALANCE: 409,
  BET_NOT_FOUND: 404,
  BET_FINAL: 409,
  BETS_UNSETTLED: 409,
  RUNS_ON_CLOCK: 409,
  NOT_DUE: 409,
  TICKET_INVALID: 401,
  INSUFFICIENT_FUNDS: 409,
  LIMIT_REACHED: 409,
  PROTECTION_BREAK: 403,
  REALITY_CHECK_DUE: 409,
  TABLE_DISABLED: 409,
  PLAYER_DISABLED: 403,
  WALLET_DECLINED: 409,
  WALLET_UNAVAILABLE: 503,
  WALLET_TRANSACTION_NOT_FOUND: 404,
  WALLET_TRANSACTION_SETTLED: 409,
  GAME_SETTLED: 409,
}

/** Seconds a client should wait before retrying a 503 from a transient cause. */
const RETRY_AFTER_SECONDS = 1

/** Seconds a caller at its share of the store should wait: empty tables and old keys free up over minutes. */
const CALLER_LIMIT_RETRY_AFTER_SECONDS = 60

export const INTERNAL_ERROR_MESSAGE = 'Internal server error.'

export interface ErrorHandlerOptions {
  /** Called for each DomainError STORE_UNAVAILABLE answered (a metrics counter). */
  onStoreUnavailable?: () => void
}

/** How often an ongoing outage (a dependency answering 503) is logged: its first refusal, then one line a period. */
export const OUTAGE_LOG_PERIOD_MS = 10_000

/**
 * Logs refusals of one kind as an outage, not per request: the first at once, then at most one line per period
 * with how many were refused since.
 */
function outageLogger() {
  const last = new Map<string, { at: number; suppressed: number }>()
  return (log: FastifyRequest['log'], code: string, message: string): void => {
    const now = Date.now()
    const seen = last.get(code)
    if (seen && now - seen.at < OUTAGE_LOG_PERIOD_MS) {
      seen.suppressed++
      return
    }
    log.warn({ code, refusedSinceLastLine: seen?.suppressed ?? 0 }, message)
    last.set(code, { at: now, suppressed: 0 })
  }
}

export function registerErrorHandlers(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  const logOutage = outageLogger()
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      return reply.code(400).send({ error: err.message })
    }
    if (isDomainError(err)) {
      const status = DOMAIN_STATUS[err.code]
      if (err.code === 'STORE_UNAVAILABLE') options.onStoreUnavailable?.()
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      if (err.code === 'CALLER_LIMIT_REACHED') reply.header('retry-after', String(CALLER_LIMIT_RETRY_AFTER_SECONDS))
      if (status === 401) reply.header('www-authenticate', 'Bearer')
      if (status >= 500) logOutage(request.log, err.code, err.message)
      return reply
        .code(status)
        .send(err instanceof ProtectionError ? { error: err.message, refusal: err.refusal } : { error: err.message })
    }
    const status = err.statusCode ?? 500
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({
        error:
          `Content-Type must be application/json; got ` +
          `${String(request.headers['content-type'] ?? 'none').slice(0, 100)}.`,
      })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send({ error: `Request body is too large: at most ${request.routeOptions.bodyLimit} bytes.` })
    }
    if (err.code === LOAD_SHED_ERROR_CODE || err.code === CLOSING_ERROR_CODE) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return reply.code(503).send({ error: err.message })
    }
    if (err.code === HANDLER_TIMEOUT_ERROR_CODE) {
      request.log.warn('request took longer than the handler timeout')
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return reply.code(503).send({ error: 'The request took too long to process; retry shortly.' })
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: err.message })
    }
    request.log.error({ err }, 'request failed')
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ error: INTERNAL_ERROR_MESSAGE })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0].slice(0, 200)} not found.` })
  })
}

/** Fastify's frameworkErrors: URLs the router cannot decode, or path parameters over maxParamLength (100). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ error: 'A path parameter is too long: at most 100 characters.' })
  } else if (err.code === 'FST_ERR_BAD_URL') {
    reply.code(400).send({ error: 'The URL is not valid: it has a malformed percent-encoding.' })
  } else {
    request.log.error({ err }, 'router failed')
    reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE })
  }
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request was not received in time.'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
}

/**
 * Fastify's clientErrorHandler: a request the HTTP parser rejects (malformed, headers too large, too slow)
 * is answered `{"error": ...}` like every other error, then the socket is closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ]
  this.log.debug({ err }, 'client error')
  if (!socket.writable) return void socket.destroy()
  const body = JSON.stringify({ error: message })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ` +
      `${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
