#!/usr/bin/env node
// Local stand-in for the hosted Supabase project: applies supabase/migrations, then serves the
// contact form's insert on http://127.0.0.1:54321 until Ctrl+C. See docs/local-backend.md.
import {describeDatabase, MIGRATIONS_DIR, readConfig} from './config.mjs';
import {openDatabase} from './database.mjs';
import {createGateway} from './gateway.mjs';
import {applyMigrations} from './migrations.mjs';
import {generateServiceKey, writeServerFile} from './server-file.mjs';

async function main() {
  const config = readConfig();
  const db = await openDatabase(config);
  let removeServerFile = async () => {};
  try {
    const applied = await applyMigrations(db, MIGRATIONS_DIR);
    for (const name of applied) console.log(`Applied migration ${name}`);
    // Only the PGlite database needs it: it is locked to this process, so the owner's command
    // reads through us. A PostgreSQL server takes the owner's direct connection meanwhile.
    const serviceKey = db.kind === 'pglite' ? generateServiceKey() : undefined;
    const gateway = createGateway({
      db,
      anonKey: config.anonKey,
      serviceKey,
      log: config.quiet ? undefined : (line) => console.log(line),
    });
    const {url} = await gateway.listen(config.port);
    // The key goes to a file only its owner can read, never to the log.
    if (serviceKey) removeServerFile = await writeServerFile(config.dataDir, {url, serviceKey});
    console.log(`Local backend listening on ${url} (${describeDatabase(config)})`);
    console.log(`Anon key: ${config.anonKey}`);
    stopOnSignal(async () => {
      // First, so the owner's command opens the database itself once we release it instead of
      // calling a server that is going away.
      await removeServerFile();
      await gateway.close();
      await db.close();
    });
  } catch (error) {
    await removeServerFile();
    await db.close();
    throw error;
  }
}

/** @param {() => Promise<void>} stop */
function stopOnSignal(stop) {
  let stopping = false;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting for requests in flight`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: answering requests in flight, then closing the database…`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
