// GET /play: the page a person plays a live table at (src/http/play/play.html: static, no framework, no build step).

import { readFileSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'

/** Read once: the page is static. Found beside this module in src/ and in dist/ (the build copies it). */
const PLAY_PAGE = readFileSync(new URL('../play/play.html', import.meta.url), 'utf8')

export const playRoutes: FastifyPluginAsync = async (app) => {
  // Not an API operation: the page carries no data (it calls the API with the token the player gives it).
  app.get('/play', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'")
      .send(PLAY_PAGE),
  )
}
