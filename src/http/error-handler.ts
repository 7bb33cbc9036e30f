// The one error handler: validation, domain and framework errors to `{"error": message}` with the right status.

import type { FastifyError, FastifyInstance } from 'fastify'
import { isDomainError, type DomainErrorCode } from '../core/errors.js'

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  INVALID_INPUT: 400,
  FORBIDDEN_PLAYER: 403,
  TABLE_FULL: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  BALANCE_LIMIT_REACHED: 422,
  STORE_UNAVAILABLE: 503,
  STORE_LIMIT_REACHED: 503,
  AUTH_UNAVAILABLE: 503,
  ODDS_OVERLOADED: 503,
}

/** Seconds a client should wait before retrying a 503 from a transient cause. */
const RETRY_AFTER_SECONDS = 1

export const INTERNAL_ERROR_MESSAGE = 'Internal server error.'

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation) {
      return reply.code(400).send({ error: err.message })
    }
    if (isDomainError(err)) {
      const status = DOMAIN_STATUS[err.code]
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      if (status >= 500) request.log.warn({ code: err.code }, err.message)
      return reply.code(status).send({ error: err.message })
    }
    const status = err.statusCode ?? 500
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ error: `Content-Type must be application/json; got ${String(request.headers['content-type'] ?? 'none').slice(0, 100)}.` })
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: `Request body is too large: at most ${request.routeOptions.bodyLimit} bytes.` })
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: err.message })
    }
    request.log.error({ err }, 'request failed')
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ error: INTERNAL_ERROR_MESSAGE })
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found.` })
  })
}
