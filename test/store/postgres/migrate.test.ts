// The schema's layout: a database migrated by the numbered migrations before the baseline upgrades to exactly what an
// empty schema gets from the baseline and the functions files, and the functions files are re-applied when they change.

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import {
  defaultFunctionsDir,
  defaultMigrationsDir,
  loadFunctions,
  runMigrations,
} from '../../../src/store/postgres/migrate.ts'
import { type PgTestDb, usePostgres } from '../../helpers/postgres.ts'
import { FUNCTIONS_FILES, SINCE_BASELINE } from './fixtures.ts'
import { applyLegacyMigrations, legacyMigrations } from './legacy/migrations.ts'

const db = await usePostgres(t)

/** Everything PostgreSQL knows of a schema's objects, each as its own definition with the schema's name taken out. */
interface Catalog {
  columns: string[]
  constraints: string[]
  indexes: string[]
  triggers: string[]
  functions: Record<string, string>
  relations: string[]
  sequences: string[]
}

async function catalog(db: PgTestDb, schema: string): Promise<Catalog> {
  const rows = async (sql: string): Promise<string[]> =>
    (await db.query<{ d: string }>(sql, [schema])).rows
      .map((r) => r.d.split(schema).join('<schema>'))
      .filter((d) => !d.includes('schema_functions')) // the record of the functions files, new with them
  const columns = await rows(
    `SELECT c.relname || '.' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
        CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid),
        '') ||
        CASE WHEN a.attcompression::text <> '' THEN ' COMPRESSION ' || a.attcompression::text ELSE '' END AS d
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped ORDER BY 1`,
  )
  const constraints = await rows(
    `SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) AS d
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 ORDER BY 1`,
  )
  const indexes =
    await rows(`SELECT pg_get_indexdef(i.indexrelid) AS d FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 ORDER BY 1`)
  const triggers =
    await rows(`SELECT pg_get_triggerdef(g.oid) AS d FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT g.tgisinternal ORDER BY 1`)
  const relations =
    await rows(`SELECT c.relname || ' ' || c.relkind::text || ' ' || coalesce(array_to_string(c.reloptions, ','), '') AS
      d
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 ORDER BY 1`)
  const sequences = await rows(`SELECT s.relname || ' owned by ' || coalesce(t.relname || '.' || a.attname, '-') AS d
      FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace LEFT JOIN pg_depend dep ON dep.objid = s.oid AND
      dep.deptype = 'a'
      LEFT JOIN pg_class t ON t.oid = dep.refobjid LEFT JOIN pg_attribute a ON a.attrelid = dep.refobjid AND a.attnum =
      dep.refobjsubid
      WHERE n.nspname = $1 AND s.relkind = 'S' ORDER BY 1`)
  const functions: Record<string, string> = {}
  for (const row of (
    await db.query<{ name: string; d: string }>(
      `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name, pg_get_functiondef(p.oid) AS
        d
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1`,
      [schema],
    )
  ).rows) {
    functions[row.name.split(schema).join('<schema>')] = row.d.split(schema).join('<schema>')
  }
  return { columns, constraints, indexes, triggers, functions, relations, sequences }
}

const PLACE_BET_WITHOUT_ENTRY =
  'place_bet_without_entry(p_table_id integer, p_state text, p_game_id integer, p_stage integer, p_hand integer, ' +
  'p_player text, p_seat integer, p_stake_cents bigint, p_odds_tenths bigint, p_key text, p_fingerprint text, ' +
  'p_key_at timestamp with time zone, p_key_cutoff timestamp with time zone, p_events_kept integer, ' +
  'OUT r_outcome text, OUT r_bet_id bigint, OUT r_balance_cents bigint, OUT r_event_id bigint, ' +
  'OUT r_amount_bet_cents bigint, OUT r_at_ms double precision, OUT r_entry <schema>.ledger_entries)'

/**
 * What the migrations and functions after the baseline added: the tables' and the accounts' running totals, return to
 * player's (a settled bet's chance, the totals by hour and the index of the bets' placing times), players' games and
 * the indexes that find a recalled game's entries.
 */
const ADDED_SINCE_BASELINE = new RegExp(
  [
    'amount_cancelled_cents',
    '^accounts\\.\\d+ (deposit|withdrawal|grant|to_seat|from_seat)_total_cents ',
    'audit_log_kind_check',
    '^bets\\.\\d+ (win_or_draw|boards) ',
    'bets_(win_or_draw|boards)_check',
    'bets_(table_)?placed_at_idx',
    'ledger_entries_(bet|payout)_idx',
    'rtp_totals',
    'player_games',
    '^rtp_add',
    // Return to player's daily marks (029).
    'rtp_mark',
    '^rtp_before',
    '^rtp_edges',
    'wallet_',
    // The history by month (026): each month's partition, its row triggers, and the record of archived months.
    '(ledger_entries|account_entries|audit_log|protection_changes)_(default|before|p\\d{4}_\\d{2})\\b',
    '_each_month',
    '^history_partitions_keep',
    '^last_bet_id',
    '^game_bets',
    // The games' panels kept as their counts (028).
    '^games\\.\\d+ (pricing|counts) ',
    'games_pricing_or_counts',
    'archived_(partitions|sums|bet_sums)',
    // The bets by ranges of ids (031): each range's partition, and the ids a game's bets lie between.
    'bets_(default|before|p\\d+)\\b',
    '^games\\.\\d+ bets_(after|through) ',
    // The tables' open bets and the marks of the last bet id (033).
    '^tables\\.\\d+ open_(stakes|exposure)_cents ',
    'bet_marks',
    '^bet_(mark|ids_placed)',
    // The events by hour (034): each hour's partition.
    'table_events_(default|p\\d{4}_\\d{2}_\\d{2}_\\d{4})\\b',
    // The games by month (035): each month's partition, and the start of each table's current game.
    'games_(default|before|p\\d{4}_\\d{2})\\b',
    '^tables\\.\\d+ current_game_started_at ',
    // Recall's games in play (functions/recall.sql).
    '^recall_in_play',
  ].join('|'),
)
/**
 * What 026, 031, 034 and 035 changed in place: the history's, the events' and the games' keys include their time; an
 * account entry and a bet are no longer referenced by their idempotency keys, nor a game by its bets and players'
 * lists; events are no longer pruned by count, so their index of the views to fold from went.
 */
const CHANGED_SINCE_BASELINE = new RegExp(
  [
    '(ledger_entries|account_entries|audit_log|protection_changes|table_events|games)_pkey ',
    'entry_id_fkey',
    '_table_id_game_id_fkey',
    'bet_idempotency_keys_bet_id_fkey',
    'table_events_views_idx',
  ].join('|'),
)

/** The catalog without what was added since the baseline: what the 22 migrations that shipped should have left. */
function withoutAdded(catalog: Catalog): Catalog {
  const keep = (text: string) => !ADDED_SINCE_BASELINE.test(text)
  return {
    columns: catalog.columns.filter(keep),
    constraints: catalog.constraints.filter(keep),
    // A partitioned table's index is defined ON ONLY the table (each month has its own).
    indexes: catalog.indexes.filter(keep).map((index) => index.replace(' ON ONLY ', ' ON ')),
    triggers: catalog.triggers.filter(keep),
    relations: catalog.relations.filter(keep),
    sequences: catalog.sequences.filter(keep),
    functions: Object.fromEntries(Object.entries(catalog.functions).filter(([name]) => keep(name))),
  }
}

/** A function's definition without its comments and with its white space folded: what it does, not how it is told. */
const withoutComments = (definition: string): string =>
  definition
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim()

if (db) {
  t.test('a schema migrated before the baseline upgrades to exactly what an empty schema gets', async (t) => {
    const [old, fresh] = [await db.createSchema(), await db.createSchema()]
    t.equal((await applyLegacyMigrations(db, old)).length, 22, 'the old schema has the 22 migrations that shipped')
    // What the 22 migrations left; a constraint a later migration replaces is compared by what replaced it, below.
    const before = withoutAdded(await catalog(db, old))

    const upgraded = await runMigrations(db.url, { schema: old })
    t.same(upgraded.applied, SINCE_BASELINE, 'only the migrations after the baseline run on the old schema')
    t.same(upgraded.functions, FUNCTIONS_FILES, 'every functions file is applied once')
    const made = await runMigrations(db.url, { schema: fresh })
    t.same(made.applied, ['baseline-022.sql', ...SINCE_BASELINE])
    t.same(made.functions, FUNCTIONS_FILES)

    const [after, created] = [await catalog(db, old), await catalog(db, fresh)]
    t.ok(
      Object.keys(created.functions).length >= 17,
      `every function is there (${Object.keys(created.functions).length})`,
    )
    t.same(after.functions, created.functions, 'pg_get_functiondef of every function is identical')
    t.same(after.triggers, created.triggers, 'every trigger definition is identical')
    t.same(after.columns, created.columns, 'every column: position, name, type, null, default, compression')
    t.same(after.constraints, created.constraints, 'every constraint, by name')
    t.same(after.indexes, created.indexes, 'every index')
    t.same(after.relations, created.relations, 'every relation and its storage options')
    t.same(after.sequences, created.sequences, 'every sequence and its owner')

    // The functions files restate what the old migrations left, word for word but their comments: the same SQL. What
    // the migrations after the baseline added is left out of the comparison.
    const atBaseline = withoutAdded(created)
    // The bets no longer take how many events to keep (034): the events leave by the hour.
    const renamed = (name: string) => name.replace(', p_events_kept integer', '')
    t.same(
      Object.keys(before.functions).map(renamed).sort(),
      Object.keys(atBaseline.functions).sort(),
      'the same functions, by name and arguments',
    )
    // Changes on purpose: the gap that ends a reality-check session is the service's setting, not a constant in SQL;
    // a row of a partition of bets (031) is refused in the name of the bets; a bet adds to its table's open bets (033).
    const changes: Record<string, [string, string]> = {
      [PLACE_BET_WITHOUT_ENTRY]: [
        'event_seq = event_seq + 1 WHERE',
        'event_seq = event_seq + 1, open_stakes_cents = open_stakes_cents + p_stake_cents, open_exposure_cents = ' +
          'open_exposure_cents + p_stake_cents * p_odds_tenths / 10 WHERE',
      ],
      'ledger_entries_keep_named()': ['TG_TABLE_NAME)', 'coalesce(pg_partition_root(TG_RELID), TG_RELID)::regclass)'],
      'protection_check(p_player text, p_deposit bigint, p_stake bigint, p_now timestamp with time zone)': [
        "interval '30 minutes'",
        "current_setting('hand_odds.reality_session_gap_minutes')::integer * interval '1 minute'",
      ],
    }
    for (const [name, definition] of Object.entries(before.functions)) {
      const [was, is] = changes[name] ?? ['', '']
      const withoutPruning = withoutComments(definition)
        .replace(was, is)
        .replaceAll(/,\s*p_events_kept( integer)?\b/g, '')
        .replace(/ IF r_event_id % 100 = 0 THEN .*? END IF;/, '')
        .replace(/ v_oldest bigint;/, '')
      t.equal(
        withoutComments(created.functions[renamed(name)]),
        withoutPruning,
        `${name}: the same definition as the migrations left`,
      )
    }
    t.same(before.triggers, atBaseline.triggers, 'the same triggers as the migrations left')
    t.same(before.columns, atBaseline.columns, 'the same columns as the migrations left')
    const unchanged = (text: string) => !CHANGED_SINCE_BASELINE.test(text)
    t.same(before.constraints.filter(unchanged), atBaseline.constraints.filter(unchanged))
    t.same(before.indexes.filter(unchanged), atBaseline.indexes.filter(unchanged))

    t.same(
      await runMigrations(db.url, { schema: old }),
      { schema: old, applied: [], functions: [] },
      'then nothing is left to do',
    )
    t.same(await runMigrations(db.url, { schema: fresh }), { schema: fresh, applied: [], functions: [] })
  })

  t.test('what an old schema recorded is checked against the migrations that shipped', async (t) => {
    const schema = await db.createSchema()
    await applyLegacyMigrations(db, schema)
    await db.query(`UPDATE ${schema}.schema_migrations SET checksum = 'x' WHERE version = 5`)
    await t.rejects(runMigrations(db.url, { schema }), {
      message: /Migration 005-accounts\.sql was changed after it was applied/,
    })

    const partly = await db.createSchema()
    await applyLegacyMigrations(db, partly, (name) => name < '016')
    await t.rejects(runMigrations(db.url, { schema: partly }), {
      message: /is at migration 015-recall\.sql; this release upgrades schemas at version 22 or later/,
    })
    t.same(
      (await db.query(`SELECT count(*)::int AS n FROM ${partly}.schema_migrations`)).rows[0],
      { n: 15 },
      'a refused upgrade changes nothing',
    )
  })

  t.test(
    'a functions file is applied again when it changes, and a numbered migration after the baseline runs once',
    async (t) => {
      const schema = await db.createSchema()
      const [migrations, functions] = [
        await mkdtemp(join(tmpdir(), 'odds-migrations-')),
        await mkdtemp(join(tmpdir(), 'odds-functions-')),
      ]
      t.teardown(() =>
        Promise.all([
          rm(migrations, { recursive: true, force: true }),
          rm(functions, { recursive: true, force: true }),
        ]),
      )
      await cp(defaultMigrationsDir(), migrations, { recursive: true })
      await cp(defaultFunctionsDir(), functions, { recursive: true })
      const dirs = { schema, migrationsDir: migrations, functionsDir: functions }
      await runMigrations(db.url, dirs)

      const audit = join(functions, 'audit.sql')
      await writeFile(
        audit,
        (await loadFunctions(functions))
          .find((f) => f.name === 'audit.sql')!
          .sql.replace('audit rows are never changed or removed', 'audit rows stay'),
      )
      t.same(
        await runMigrations(db.url, dirs),
        { schema, applied: [], functions: ['audit.sql'] },
        'only the changed file',
      )
      await t.rejects(
        db.query(`DELETE FROM ${schema}.audit_log`),
        { message: 'audit rows stay' },
        'the new definition is in force',
      )

      await writeFile(join(migrations, '099-a-column.sql'), 'ALTER TABLE gaming_switch ADD COLUMN note text;\n')
      t.same(
        await runMigrations(db.url, dirs),
        { schema, applied: ['099-a-column.sql'], functions: FUNCTIONS_FILES },
        'after a migration every functions file runs again (a migration may have dropped what a trigger was on)',
      )
      await writeFile(join(migrations, '099-a-column.sql'), '-- edited\n', { flag: 'a' })
      await t.rejects(runMigrations(db.url, dirs), { message: /099-a-column\.sql was changed after it was applied/ })
      await writeFile(join(migrations, '022-below.sql'), 'SELECT 1')
      await t.rejects(runMigrations(db.url, dirs), { message: /022-below\.sql is at or below the baseline/ })
    },
  )

  t.test('the legacy copy is the 22 migrations, in order', async (t) => {
    t.same(
      legacyMigrations().map((m) => m.name.slice(0, 3)),
      Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(3, '0')),
    )
  })
}
