#!/usr/bin/env node
// Writes supabase/schema.sql: the database as every file in supabase/migrations/ leaves it, so the
// rules can be read in one place instead of in the last migration that redefined each function.
//
//   npm run db:schema                                  # rewrites supabase/schema.sql
//   node scripts/db/schema-snapshot.mjs --out FILE     # writes FILE instead (the test compares)
//
// A throwaway PostgreSQL 15 server (scripts/postgres-server.mjs, the tests' server), the
// migrations applied as the local backend and the tests apply them (local-backend/migrations.mjs),
// then PostgreSQL 15's own pg_dump --schema-only, and pg_dumpall for the roles. Their output is
// made deterministic: no versions, no \restrict keys, no SET lines. The rows the migrations insert
// (the rate limits, the retention period, the proof of work's settings) are added from a query.
// tests/integration/schema-snapshot.test.ts fails when supabase/schema.sql is out of date.
import {execFile} from 'node:child_process';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs, promisify} from 'node:util';
import {MIGRATIONS_DIR} from '../../local-backend/config.mjs';
import {openDatabase} from '../../local-backend/database.mjs';
import {applyMigrations} from '../../local-backend/migrations.mjs';
import {BIN_DIR, startPostgres} from '../postgres-server.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SNAPSHOT_FILE = path.join(REPO_ROOT, 'supabase', 'schema.sql');
export const SNAPSHOT_COMMAND = 'npm run db:schema';
// Made by applyMigrations itself (which migrations ran), not by any migration.
const RUNNER_SCHEMA = 'local_backend';

const run = promisify(execFile);

/**
 * The snapshot of a fresh PostgreSQL 15 database with every migration applied.
 * @param {{log?: (line: string) => void}} [options]
 * @returns {Promise<string>}
 */
export async function generateSchemaSnapshot({log = () => {}} = {}) {
  const server = await startPostgres({log});
  try {
    await checkDumpVersion();
    const db = await openDatabase({databaseUrl: server.databaseUrl});
    let rows;
    try {
      await applyMigrations(db, MIGRATIONS_DIR);
      rows = await insertedRows(db);
    } finally {
      await db.close();
    }
    const connection = connectionOf(server.databaseUrl);
    const [dump, roles] = await Promise.all([
      pgTool('pg_dump', ['--schema-only', '--no-owner', `--exclude-schema=${RUNNER_SCHEMA}`], connection),
      pgTool('pg_dumpall', ['--roles-only', '--no-role-passwords'], connection),
    ]);
    // Two blank lines between sections, as pg_dump leaves between objects.
    return [header(), schemaPart(dump), rolesPart(roles, connection.user), rowsPart(rows)].join('\n\n\n');
  } finally {
    await server.stop();
  }
}

function header() {
  return `-- GENERATED FILE: do not edit by hand. Regenerate it with \`${SNAPSHOT_COMMAND}\`
-- (scripts/db/schema-snapshot.mjs) and commit it with the migration that changed it.
--
-- The database as the files in supabase/migrations/ leave it, applied in name order to a fresh
-- PostgreSQL 15 database and dumped with pg_dump --schema-only. Read the current rules here;
-- change them with a new migration.
-- tests/integration/schema-snapshot.test.ts fails while this file and the migrations disagree.
--
-- For reading, not for applying. What it does not show:
--   * Objects the migrations create only where pg_net, pg_cron and Supabase Vault exist (hosted
--     Supabase): the notify_lead webhook trigger with private.notify_lead_webhook(), and the
--     pg_cron jobs expire-contact-submissions and notify-lead-held-summary.
--   * Hosted Supabase's own roles and default privileges: there, Supabase also grants new objects
--     in schema public to anon, authenticated and service_role, and the migrations revoke what
--     anon and authenticated must not have. The grants below are what the migrations give on a
--     database without those defaults (the local backend's and the tests').
--   * Owners: every object belongs to the role that applied the migrations (postgres).
--   * The ${RUNNER_SCHEMA} schema, which the migration runner and the local backend create.`;
}

/**
 * pg_dump's output without what changes from run to run or server to server.
 * @param {string} dump
 */
function schemaPart(dump) {
  const lines = dump.split('\n');
  const first = lines.findIndex((line) => line.startsWith('-- Name: '));
  const last = lines.findIndex((line) => line === '-- PostgreSQL database dump complete');
  if (first < 1 || last < first) throw new Error(`pg_dump's output has an unexpected shape:\n${dump}`);
  const body = lines
    // From the "--" above the first object to before the "--" above the closing line.
    .slice(first - 1, last - 1)
    .join('\n')
    // Session settings pg_dump emits between objects (default_tablespace, table access method).
    .replace(/^SET [a-z_]+ = .*;\n\n/gm, '')
    // Always "-" with --no-owner.
    .replace(/^(-- Name: .*); Owner: -$/gm, '$1');
  return `--\n-- Schema (pg_dump --schema-only --no-owner)\n--\n\n${body.trim()}`;
}

/**
 * The roles the migrations create where they are missing, and their settings (PostgREST's
 * pre-request hook), without the superuser the dump ran as.
 * @param {string} dump
 * @param {string} superuser
 */
function rolesPart(dump, superuser) {
  const statements = dump
    .split('\n')
    .filter((line) => /^(CREATE ROLE|ALTER ROLE|GRANT) /.test(line))
    .filter((line) => !new RegExp(`^(CREATE|ALTER) ROLE ${superuser}[ ;]`).test(line));
  return [
    '--',
    '-- Roles (pg_dumpall --roles-only): created by the migrations only where missing; hosted',
    '-- Supabase has its own, with other attributes. Their settings are set by the migrations.',
    '--',
    '',
    ...statements,
  ].join('\n');
}

/** @param {string[]} rows */
function rowsPart(rows) {
  return [
    '--',
    '-- Rows the migrations insert: the settings the functions above read. DEFAULT stands for a',
    '-- value its column default makes anew in every database (a random key).',
    '--',
    '',
    ...rows,
    '',
  ].join('\n');
}

/**
 * One INSERT per row of every table the dump covers, in a stable order. A column whose default
 * calls a volatile function (the proof of work's random HMAC key) shows DEFAULT, not its value.
 * @param {import('../../local-backend/database.mjs').Database} db
 * @returns {Promise<string[]>}
 */
async function insertedRows(db) {
  const {rows: tables} = await db.query(
    `select c.oid::regclass::text as name,
            array_agg(case
                        when exists (
                          select from pg_depend dep
                            join pg_proc p on p.oid = dep.refobjid
                           where dep.classid = 'pg_attrdef'::regclass and dep.objid = d.oid
                             and dep.refclassid = 'pg_proc'::regclass and p.provolatile = 'v')
                        then '''DEFAULT'''
                        -- Numbers and booleans as SQL writes them, everything else quoted.
                        when t.typcategory in ('N', 'B') then format('coalesce(%I::text, ''NULL'')', a.attname)
                        else format('quote_nullable(%I)', a.attname)
                      end order by a.attnum) as value_expressions,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema', $1) and n.nspname !~ '^pg_'
        and not exists (
          select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')
      group by c.oid, n.nspname, c.relname
      order by n.nspname, c.relname`,
    [RUNNER_SCHEMA],
  );
  const inserts = [];
  for (const table of tables) {
    const {rows} = await db.query(
      `select line from (
         select format('INSERT INTO %s (%s) VALUES (%s);', $1::text, $2::text,
                       concat_ws(', ', ${table.value_expressions.join(', ')})) as line
           from ${table.name}) row_lines
        order by line collate "C"`,
      [table.name, table.columns],
    );
    inserts.push(...rows.map((row) => row.line));
  }
  return inserts;
}

async function checkDumpVersion() {
  const {stdout} = await run(path.join(BIN_DIR, 'pg_dump'), ['--version']);
  if (!/\(PostgreSQL\) 15\./.test(stdout)) {
    throw new Error(`${BIN_DIR}/pg_dump is not PostgreSQL 15's (${stdout.trim()}): set POSTGRES_BIN_DIR.`);
  }
}

/** @param {string} databaseUrl */
function connectionOf(databaseUrl) {
  const url = new URL(databaseUrl);
  return {
    host: url.hostname,
    port: url.port,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: url.pathname.slice(1),
  };
}

/**
 * @param {string} tool
 * @param {string[]} args
 * @param {ReturnType<typeof connectionOf>} connection
 */
async function pgTool(tool, args, connection) {
  // libpq's variables, which both tools read: no password on a command line. Messages in English.
  const env = {
    ...process.env,
    PGHOST: connection.host,
    PGPORT: connection.port,
    PGUSER: connection.user,
    PGPASSWORD: connection.password,
    PGDATABASE: connection.database,
    LANG: 'C',
    LC_ALL: 'C',
  };
  const {stdout} = await run(path.join(BIN_DIR, tool), args, {env, maxBuffer: 64 * 1024 * 1024});
  return stdout;
}

async function main() {
  const {values} = parseArgs({options: {out: {type: 'string'}}});
  const file = values.out ? path.resolve(values.out) : SNAPSHOT_FILE;
  const snapshot = await generateSchemaSnapshot({log: (line) => console.error(line)});
  await writeFile(file, snapshot);
  console.log(`Wrote ${path.relative(process.cwd(), file) || file} (${snapshot.split('\n').length - 1} lines).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
