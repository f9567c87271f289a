// The database side of bench/abuse.mjs: a fresh database per scenario, what it stores, and the
// wait for the lead e-mails to settle.
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {MIGRATIONS_DIR} from '../../local-backend/config.mjs';
import {openDatabase} from '../../local-backend/database.mjs';
import {applyMigrations} from '../../local-backend/migrations.mjs';
import {runSubmissionsCommand} from '../../local-backend/start.mjs';
import {startPostgres} from '../../scripts/postgres-server.mjs';

/** A fresh, empty database. @param {string} backend */
export async function freshDatabase(backend) {
  if (backend === 'postgres') {
    const server = await startPostgres();
    return {settings: {databaseUrl: server.databaseUrl}, close: server.stop};
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-abuse-pglite-'));
  return {settings: {dataDir}, close: () => rm(dataDir, {recursive: true, force: true})};
}

/**
 * The table, its log and the spent proofs, in MB, as the database stores them; the migrations are
 * applied first, so a fresh database's empty tables are the baseline.
 * @param {{dataDir?: string, databaseUrl?: string}} settings
 */
export async function storedMegabytes(settings) {
  const db = await openDatabase(settings);
  try {
    await applyMigrations(db, MIGRATIONS_DIR);
    const {rows} = await db.query(
      `select (pg_total_relation_size('public.contact_submissions')
               + pg_total_relation_size('private.contact_submission_log')
               + pg_total_relation_size('private.contact_spent_proofs'))::float8 / 1048576 as mb`,
    );
    return Number(rows[0].mb);
  } finally {
    await db.close();
  }
}

/**
 * Every stored row, as the owner's `npm run submissions -- --json` lists them.
 * @param {{dataDir?: string, databaseUrl?: string}} settings
 * @returns {Promise<{company: string, held: boolean, notification: {status: string} | null}[]>}
 */
export async function listedRows(settings) {
  const listed = await runSubmissionsCommand(settings, ['--json']);
  if (listed.code !== 0) throw new Error(`npm run submissions failed:\n${listed.stderr}`);
  return JSON.parse(listed.stdout);
}

/**
 * Waits until every visitor row stored has had its e-mail (its own, or a place in the held rows'
 * summary), or a summary period and a minute have passed without it.
 * @param {{dataDir?: string, databaseUrl?: string}} settings @param {number} summarySeconds
 */
export async function settleNotifications(settings, summarySeconds) {
  const giveUp = Date.now() + (summarySeconds + 60) * 1000;
  for (;;) {
    const rows = await listedRows(settings);
    const waiting = rows.filter((row) => row.company === 'Visitor' && row.notification?.status !== 'sent');
    if (waiting.length === 0 || Date.now() > giveUp) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
