// GET /play: the page a person plays a live table at (src/http/play/play.html: static, no framework, no build step),
// its script (play.js) and the typed client's fold of a table's events it imports (src/client/table-view.js).

import { readFileSync } from 'node:fs'
import type { FastifyPluginAsync } from 'fastify'

/** Read once: the page is static. Found beside this module in src/ and in dist/ (the build copies it). */
const PLAY_PAGE = readFileSync(new URL('../play/play.html', import.meta.url), 'utf8')
/** The page's own script, beside it. */
const PLAY_SCRIPT = readFileSync(new URL('../play/play.js', import.meta.url), 'utf8')
/** The fold of events into a table's state, plain JavaScript shared with the typed client (the build copies it too). */
const TABLE_VIEW_SCRIPT = readFileSync(new URL('../../client/table-view.js', import.meta.url), 'utf8')

export const playRoutes: FastifyPluginAsync = async (app) => {
  // Not an API operation: the page carries no data (it calls the API with the token the player gives it).
  app.get('/play', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'",
      )
      .send(PLAY_PAGE),
  )
  app.get('/play/play.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PLAY_SCRIPT),
  )
  app.get('/play/table-view.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(TABLE_VIEW_SCRIPT),
  )
}
