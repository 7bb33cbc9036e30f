// The committed openapi.yaml is exactly what the app generates; the document names its operations and components.

import { readFileSync } from 'node:fs'
import jsYaml from 'js-yaml'
import t from 'tap'
import { parse as parseYaml } from 'yaml'
import { generateOpenapiYaml, OPENAPI_PATH } from '../scripts/gen-openapi.ts'
import { buildTestApp } from './helpers/app.ts'

t.test('openapi.yaml matches the app (run `npm run openapi` after changing a schema or route)', async (t) => {
  t.equal(readFileSync(OPENAPI_PATH, 'utf8'), await generateOpenapiYaml())
})

t.test(
  'the served document: operation ids, named components, security, served at /docs/json and /docs/yaml',
  async (t) => {
    const app = await buildTestApp(t)
    const json = await app.inject({ method: 'GET', url: '/docs/json' })
    t.equal(json.statusCode, 200)
    const doc = json.json()
    t.equal(doc.openapi, '3.0.3')
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { operationId: string; security?: unknown[] }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })))
    t.same(Object.fromEntries(operations.map((o) => [o.operationId, `${o.method.toUpperCase()} ${o.path}`])), {
      getHealth: 'GET /api/health',
      dealHands: 'POST /api/deal',
      calculateOdds: 'POST /api/odds',
      calculateRangeEquity: 'POST /api/equity',
      sitAtTable: 'POST /api/tables/{tableId}/sit',
      getTable: 'GET /api/tables/{tableId}',
      createTable: 'POST /api/tables',
      getTableState: 'GET /api/tables/{tableId}/state',
      listTables: 'GET /api/operator/tables',
      advanceGame: 'POST /api/tables/{tableId}/advance',
      getGameRecord: 'GET /api/tables/{tableId}/games/{gameId}',
      generateBulkGames: 'POST /api/games/bulk',
      placeBet: 'POST /api/tables/{tableId}/bets',
      cancelBet: 'DELETE /api/tables/{tableId}/bets/{betId}',
      leaveTable: 'POST /api/tables/{tableId}/leave',
      getLedger: 'GET /api/tables/{tableId}/ledger',
      markReady: 'POST /api/tables/{tableId}/ready',
      createEventTicket: 'POST /api/tables/{tableId}/events/tickets',
      followTableEvents: 'GET /api/tables/{tableId}/events',
      createFloorEventTicket: 'POST /api/operator/events/tickets',
      followFloorEvents: 'GET /api/operator/events',
      getAccount: 'GET /api/players/{playerId}',
      getAccountLedger: 'GET /api/players/{playerId}/ledger',
      depositToAccount: 'POST /api/operator/players/{playerId}/deposits',
      withdrawFromAccount: 'POST /api/operator/players/{playerId}/withdrawals',
      getHouseReport: 'GET /api/operator/report',
      reconcileHouse: 'POST /api/operator/reconcile',
      getAuditLog: 'GET /api/operator/audit',
      disableTable: 'POST /api/operator/tables/{tableId}/disable',
      enableTable: 'POST /api/operator/tables/{tableId}/enable',
      disablePlayer: 'POST /api/operator/players/{playerId}/disable',
      enablePlayer: 'POST /api/operator/players/{playerId}/enable',
      disableGaming: 'POST /api/operator/gaming/disable',
      enableGaming: 'POST /api/operator/gaming/enable',
      listSwitches: 'GET /api/operator/switches',
      voidGame: 'POST /api/operator/tables/{tableId}/games/{gameId}/void',
      getRtpReport: 'GET /api/operator/rtp',
      recallGames: 'GET /api/players/{playerId}/games',
      getProtection: 'GET /api/players/{playerId}/protection',
      setRealityCheck: 'PUT /api/players/{playerId}/reality-check',
      acknowledgeRealityCheck: 'POST /api/players/{playerId}/reality-check/ack',
      getProtectionHistory: 'GET /api/players/{playerId}/protection/history',
      setLimit: 'PUT /api/players/{playerId}/limits',
      setOperatorLimit: 'PUT /api/operator/players/{playerId}/limits',
      startTimeout: 'POST /api/players/{playerId}/timeout',
      imposeTimeout: 'POST /api/operator/players/{playerId}/timeout',
      selfExclude: 'POST /api/players/{playerId}/self-exclusion',
      imposeSelfExclusion: 'POST /api/operator/players/{playerId}/self-exclusion',
      listWalletTransactions: 'GET /api/operator/wallet/transactions',
      getIntegrity: 'GET /api/operator/integrity',
      retryWalletTransaction: 'POST /api/operator/wallet/transactions/{transactionId}/retry',
      resolveWalletTransaction: 'POST /api/operator/wallet/transactions/{transactionId}/resolve',
    })
    for (const op of operations) {
      const security =
        op.operationId === 'getHealth'
          ? []
          : ['followTableEvents', 'followFloorEvents'].includes(op.operationId)
            ? [{ bearerAuth: [] }, { eventTicket: [] }]
            : [{ bearerAuth: [] }]
      t.same(op.security, security, `${op.operationId} security`)
    }
    t.same(doc.components.securitySchemes.bearerAuth, {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: doc.components.securitySchemes.bearerAuth.description,
    })
    t.notMatch(json.body, /def-\d/, 'no anonymous def-N components')
    for (const name of [
      'ErrorBody',
      'HandOdds',
      'DealRequest',
      'DealResponse',
      'SitRequest',
      'SitAck',
      'Table',
      'Health',
      'TableState',
      'HandPanel',
      'GameRecord',
      'BulkGamesResponse',
    ]) {
      t.ok(doc.components.schemas[name], `component ${name}`)
    }
    t.equal(doc.paths['/api/deal'].post.requestBody.required, false, 'the deal body may be omitted')
    t.equal(doc.paths['/api/tables'].post.requestBody.required, false, 'the table settings may be omitted')
    t.equal(doc.paths['/api/games/bulk'].post.requestBody.required, false, 'the bulk settings may be omitted')
    const yaml = await app.inject({ method: 'GET', url: '/docs/yaml' })
    t.equal(yaml.statusCode, 200)
    t.equal(yaml.body, readFileSync(OPENAPI_PATH, 'utf8'))
    // A YAML 1.1 reader (js-yaml, as PyYAML and Swagger tooling) reads the same document as the JSON: no example
    // turns into a date or a boolean. (The yaml package is not the oracle here: tap switches off its timestamp rule.)
    t.same(jsYaml.load(yaml.body), doc, '/docs/yaml read by js-yaml equals /docs/json')
    t.same(parseYaml(yaml.body), doc, 'and read as YAML 1.2')
    const ui = await app.inject({ method: 'GET', url: '/docs/' })
    t.equal(ui.statusCode, 200)
    t.match(ui.body, /swagger-ui/i)
  },
)
