// openapi.yaml passes Redocly's recommended rules and swagger-parser, and documents every operation completely.

import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import t from 'tap'
import { OPENAPI_PATH } from '../scripts/gen-openapi.ts'
import { OPERATION_EXAMPLES } from '../src/http/openapi-examples.ts'
import { completeOpenapiDocument } from '../src/http/plugins/openapi.ts'
import { plainNode } from './helpers/server-process.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REDOCLY = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url))

/** Every status each operation documents: the statuses the route can answer (test/client exercises them). */
const DOCUMENTED_STATUSES: Record<string, number[]> = {
  getHealth: [200, 503],
  dealHands: [200, 400, 401, 413, 415, 429, 503],
  calculateOdds: [200, 400, 401, 413, 415, 429, 503],
  calculateRangeEquity: [200, 400, 401, 413, 415, 429, 503],
  sitAtTable: [200, 400, 401, 403, 409, 413, 414, 415, 422, 429, 503],
  getTable: [200, 400, 401, 414, 429, 503],
  createTable: [201, 400, 401, 413, 415, 429, 503],
  getTableState: [200, 304, 400, 401, 414, 429, 503],
  listTables: [200, 400, 401, 403, 414, 429, 503],
  advanceGame: [200, 400, 401, 403, 409, 413, 414, 415, 429, 503],
  getGameRecord: [200, 400, 401, 404, 409, 414, 429, 503],
  generateBulkGames: [200, 400, 401, 413, 415, 429, 503],
  placeBet: [200, 400, 401, 403, 409, 413, 414, 415, 422, 429, 503],
  cancelBet: [200, 400, 401, 403, 404, 409, 414, 429, 503],
  leaveTable: [200, 400, 401, 403, 409, 413, 414, 415, 429, 503],
  getLedger: [200, 400, 401, 403, 414, 429, 503],
  markReady: [200, 400, 401, 403, 409, 413, 414, 415, 429, 503],
  createEventTicket: [201, 400, 401, 414, 429, 503],
  followTableEvents: [200, 400, 401, 414, 429, 503],
  createFloorEventTicket: [201, 401, 403, 429, 503],
  followFloorEvents: [200, 400, 401, 403, 414, 429, 503],
  getAccount: [200, 400, 401, 403, 414, 429, 503],
  getAccountLedger: [200, 400, 401, 403, 414, 429, 503],
  depositToAccount: [200, 400, 401, 403, 409, 413, 414, 415, 422, 429, 503],
  withdrawFromAccount: [200, 400, 401, 403, 409, 413, 414, 415, 422, 429, 503],
  getHouseReport: [200, 401, 403, 429, 503],
  reconcileHouse: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  getAuditLog: [200, 400, 401, 403, 414, 429, 503],
  disableTable: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  enableTable: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  disablePlayer: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  enablePlayer: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  disableGaming: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  enableGaming: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  listSwitches: [200, 401, 403, 429, 503],
  voidGame: [200, 400, 401, 403, 404, 409, 413, 414, 415, 429, 503],
  getRtpReport: [200, 400, 401, 403, 414, 429, 503],
  recallGames: [200, 400, 401, 403, 414, 429, 503],
  getProtection: [200, 400, 401, 403, 414, 429, 503],
  setRealityCheck: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  acknowledgeRealityCheck: [200, 400, 401, 403, 414, 429, 503],
  getProtectionHistory: [200, 400, 401, 403, 414, 429, 503],
  setLimit: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  setOperatorLimit: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  startTimeout: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  imposeTimeout: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  selfExclude: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  imposeSelfExclusion: [200, 400, 401, 403, 413, 414, 415, 429, 503],
  listWalletTransactions: [200, 400, 401, 403, 414, 429, 503],
  getIntegrity: [200, 400, 401, 403, 414, 429, 503],
  retryWalletTransaction: [200, 400, 401, 403, 404, 409, 413, 414, 415, 429, 503],
  resolveWalletTransaction: [200, 400, 401, 403, 404, 409, 413, 414, 415, 429, 503],
}
/** Operations that take a single-use ticket in place of the bearer token (EventSource cannot send headers). */
const TICKET_OPERATIONS = new Set(['followTableEvents', 'followFloorEvents'])
/** Answers without a body. */
const BODILESS = new Set(['304'])
const PUBLIC_OPERATIONS = new Set(['getHealth'])

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number }
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>
}

/** `redocly lint openapi.yaml --format=json` with the repository's redocly.yaml (recommended rules). */
function redoclyLint(): Promise<LintReport> {
  return new Promise((resolve, reject) => {
    execFile(
      ...plainNode([REDOCLY, 'lint', 'openapi.yaml', '--format=json']),
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
      (err, stdout, stderr) => {
        // Exit code 1 means problems were found; the JSON report is on stdout either way.
        try {
          resolve(JSON.parse(stdout) as LintReport)
        } catch {
          reject(new Error(`redocly printed no JSON report (${err?.message ?? 'exit 0'}): ${stderr.slice(-2000)}`))
        }
      },
    )
  })
}

type Media = { schema?: { $ref?: string }; example?: unknown }
type Operation = {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  security?: unknown[]
  requestBody?: { content: Record<string, Media> }
  responses: Record<
    string,
    { description?: string; headers?: Record<string, unknown>; content?: Record<string, Media> }
  >
}
type Document = {
  servers?: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, { example?: unknown }> }
}

async function loadOperations() {
  const document = (await SwaggerParser.parse(OPENAPI_PATH)) as unknown as Document
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, ...operation })),
  )
  return { document, operations }
}

t.test('redocly lint (recommended rules): no errors and no warnings', async (t) => {
  const report = await redoclyLint()
  const summary = report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)
  t.same(summary, [], 'no problems')
  t.equal(report.totals.errors, 0)
  t.equal(report.totals.warnings, 0)
  t.equal(report.totals.ignored, 1, 'only the one exception pinned in .redocly.lint-ignore.yaml')
})

t.test('swagger-parser validates the document, $refs included', async (t) => {
  const api = await SwaggerParser.validate(OPENAPI_PATH)
  t.equal((api as { openapi?: string }).openapi, '3.0.3')
})

t.test('every operation: id, summary, description, tag, the right security, every status it can answer', async (t) => {
  const { document, operations } = await loadOperations()
  t.ok(
    document.servers?.some((s) => s.url === '/'),
    'servers include the serving origin',
  )
  t.same(
    operations.map((o) => o.operationId).sort(),
    Object.keys(DOCUMENTED_STATUSES).sort(),
    'no undocumented or unknown operation',
  )
  for (const op of operations) {
    const id = op.operationId ?? op.where
    t.ok(op.summary && op.description && op.tags?.length, `${id}: summary, description and a tag`)
    t.same(
      op.security,
      PUBLIC_OPERATIONS.has(id)
        ? []
        : TICKET_OPERATIONS.has(id)
          ? [{ bearerAuth: [] }, { eventTicket: [] }]
          : [{ bearerAuth: [] }],
      `${id}: security`,
    )
    t.same(Object.keys(op.responses).map(Number), DOCUMENTED_STATUSES[id], `${id}: documented statuses`)
  }
})

t.test('every answer has a description and a JSON example; errors use ErrorBody with their headers', async (t) => {
  const { document, operations } = await loadOperations()
  for (const op of operations) {
    const id = op.operationId ?? op.where
    for (const [status, response] of Object.entries(op.responses)) {
      const media = response.content?.['application/json'] ?? response.content?.['text/event-stream']
      t.ok(response.description, `${id} ${status}: description`)
      if (BODILESS.has(status)) {
        t.equal(response.content, undefined, `${id} ${status}: no body`)
        continue
      }
      t.not(media?.example, undefined, `${id} ${status}: example`)
      if (Number(status) < 400 || PUBLIC_OPERATIONS.has(id)) continue
      t.equal(media?.schema?.$ref, '#/components/schemas/ErrorBody', `${id} ${status}: the error schema`)
      if (status === '401') t.ok(response.headers?.['WWW-Authenticate'], `${id} 401: WWW-Authenticate`)
      if (status === '429' || status === '503') t.ok(response.headers?.['Retry-After'], `${id} ${status}: Retry-After`)
    }
    const body = op.requestBody?.content['application/json']
    if (body) {
      const name = body.schema?.$ref?.replace('#/components/schemas/', '') ?? ''
      t.not(document.components.schemas[name]?.example ?? body.example, undefined, `${id}: request body example`)
    }
  }
})

t.test('every example in src/http/openapi-examples.ts belongs to a documented answer', async (t) => {
  for (const [operationId, examples] of Object.entries(OPERATION_EXAMPLES)) {
    const documented = DOCUMENTED_STATUSES[operationId]
    t.ok(documented, `${operationId} is an operation`)
    for (const status of Object.keys(examples).map(Number))
      t.ok(documented?.includes(status), `${operationId} documents ${status}`)
  }
})

t.test(
  "JSON Schema's numeric exclusive bounds become OpenAPI 3.0's boolean ones, on a copy (validation keeps its schemas)",
  async (t) => {
    const generated = {
      components: {
        schemas: {
          Positive: { type: 'number', exclusiveMinimum: 0, maximum: 5 },
          Tighter: { type: 'number', exclusiveMinimum: 0, minimum: 2, exclusiveMaximum: 9, maximum: 10 },
        },
      },
    }
    const before = structuredClone(generated)
    t.same(completeOpenapiDocument(generated).components.schemas, {
      Positive: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 5 },
      Tighter: { type: 'number', minimum: 2, maximum: 9, exclusiveMaximum: true },
    })
    t.same(generated, before, 'the generated document is not changed')
  },
)

t.test(
  'money fields carry no multipleOf: a floating-point validator built from the document accepts every cent amount',
  async (t) => {
    const { readFile } = await import('node:fs/promises')
    const { default: AjvModule } = await import('ajv')
    const Ajv = AjvModule as unknown as typeof AjvModule.default
    t.notMatch(await readFile(OPENAPI_PATH, 'utf8'), /multipleOf/)
    const document = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as {
      components: { schemas: Record<string, object> }
    }
    const validate = new Ajv({ strict: false }).compile(document.components.schemas.SitRequest)
    const refused: number[] = []
    for (let cents = 1; cents <= 100_000; cents++)
      if (!validate({ playerId: 'p', buyInAmount: cents / 100 })) refused.push(cents / 100)
    t.same(refused.slice(0, 5), [], 'every amount from 0.01 to 1,000.00 passes')
  },
)
