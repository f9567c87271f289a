// Applies supabase/migrations/*.sql in name order, each once, the way `supabase db push` does
// on the hosted project. Applied names are recorded in local_backend.schema_migrations.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';

// Held for each migration's transaction so two processes starting together on one PostgreSQL
// server cannot apply the same file twice. Any constant works; this one is ours alone.
const MIGRATION_LOCK_KEY = 4_170_221_121;

/**
 * @param {import('./database.mjs').Database} db
 * @param {string} migrationsDir
 * @returns {Promise<string[]>} names of the migrations applied by this call
 */
export async function applyMigrations(db, migrationsDir) {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists local_backend;
      create table if not exists local_backend.schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );`);
  });

  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied = [];
  for (const name of names) {
    const sql = await readFile(path.join(migrationsDir, name), 'utf8');
    const isNew = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('select 1 from local_backend.schema_migrations where name = $1', [name]);
      if (done.rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into local_backend.schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (isNew) applied.push(name);
  }
  return applied;
}
