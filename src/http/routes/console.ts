// GET /operator: the operator's console (src/http/console/: a static page, its script's modules and styles; no
// framework, no
// build step), the fold of a table's events it shares with /play, and uPlot (from npm, served here: no CDN) for the
// RTP chart. The page calls the public API with the operator's token; it carries no data itself.

import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'

const read = (url: URL | string) => readFileSync(url, 'utf8')
const resolveModule = createRequire(import.meta.url).resolve

const CONSOLE_DIR = new URL('../console/', import.meta.url)
/** The console's script: its entry (console.js) and the modules it imports (one per panel, and the page's helpers). */
const CONSOLE_MODULES = readdirSync(CONSOLE_DIR).filter((name) => name.endsWith('.js'))

/** Read once: every file is static. Found beside this module in src/ and in dist/ (the build copies them). */
const FILES: Record<string, { type: string; body: string }> = {
  '/operator': { type: 'text/html; charset=utf-8', body: read(new URL('../console/console.html', import.meta.url)) },
  ...Object.fromEntries(
    CONSOLE_MODULES.map((name) => [
      `/operator/${name}`,
      { type: 'text/javascript; charset=utf-8', body: read(new URL(name, CONSOLE_DIR)) },
    ]),
  ),
  '/operator/console.css': {
    type: 'text/css; charset=utf-8',
    body: read(new URL('../console/console.css', import.meta.url)),
  },
  '/operator/table-view.js': {
    type: 'text/javascript; charset=utf-8',
    body: read(new URL('../../client/table-view.js', import.meta.url)),
  },
  '/operator/uplot.js': {
    type: 'text/javascript; charset=utf-8',
    body: read(resolveModule('uplot/dist/uPlot.esm.js')),
  },
  '/operator/uplot.css': { type: 'text/css; charset=utf-8', body: read(resolveModule('uplot/dist/uPlot.min.css')) },
}

/**
 * Scripts, styles and calls only to this service; no inline script or style, no plugins, no framing (clickjacking),
 * no form posts elsewhere. The page's token is sent only in the Authorization header of its own calls.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'"

function sendFile(reply: FastifyReply, file: { type: string; body: string }) {
  return reply
    .type(file.type)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(file.body)
}

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  // Not API operations: static files.
  for (const [path, file] of Object.entries(FILES)) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => sendFile(reply, file))
  }
}
