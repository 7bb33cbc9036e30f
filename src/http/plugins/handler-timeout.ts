// The handler timeout: a request still unanswered HANDLER_TIMEOUT_MS after routing is answered 503 + Retry-After.

import type { FastifyInstance, FastifyReply } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's handler timeout in ms, instead of the service's (HANDLER_TIMEOUT_MS); 0 for none. */
    handlerTimeoutMs?: number
  }
}

/** The handler timeout of a request that changes the store (defined with the other limits: config.ts checks the store's
 * deadlines against it). */
export { STORE_WRITE_TIMEOUT_MS } from '../../core/limits.ts'

/** The code of the error an expired request is answered with; the error handler answers it 503 + Retry-After. */
export const HANDLER_TIMEOUT_ERROR_CODE = 'HANDLER_TIMEOUT'

function expire(reply: FastifyReply, ms: number): void {
  // Answered, or hijacked (an event stream answers for itself): nothing to do.
  if (reply.sent) return
  // An answer already on its way cannot be replaced by another: end it.
  if (reply.raw.headersSent) {
    reply.raw.destroy()
    return
  }
  reply.send(
    Object.assign(new Error(`No answer within ${ms} ms.`), { code: HANDLER_TIMEOUT_ERROR_CODE, statusCode: 503 }),
  )
}

/**
 * Starts a timer for every request once it is routed (`defaultMs`, or the route's `config.handlerTimeoutMs`; 0 for
 * none) and stops it when the answer is sent or the client goes (the response's close). Fastify's own
 * `handlerTimeout` was used before: over a real connection it never fired for a request with a body (the request's
 * `close`, which comes once the body is read, stopped it), and it built an AbortController and an AbortError for
 * every request, a cost on the main thread of every deal.
 */
export function registerHandlerTimeout(app: FastifyInstance, defaultMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const ms = request.routeOptions.config.handlerTimeoutMs ?? defaultMs
    if (ms > 0) {
      const timer = setTimeout(expire, ms, reply, ms)
      // The response's close comes when it is sent or when the connection goes first (a client that gave up).
      reply.raw.once('close', () => clearTimeout(timer))
    }
    done()
  })
}
