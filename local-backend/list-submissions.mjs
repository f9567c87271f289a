#!/usr/bin/env node
// Owner command: prints the stored contact submissions, newest first, read as the table owner
// (visitors can only insert). Uses the same database as the local backend:
//   npm run submissions            readable table
//   npm run submissions -- --json  every field, as JSON
import {parseArgs} from 'node:util';
import {describeDatabase, readConfig} from './config.mjs';
import {openDatabase} from './database.mjs';
import {formatSubmissionTable} from './submission-table.mjs';

async function main() {
  const {values} = parseArgs({options: {json: {type: 'boolean', default: false}}});
  const config = readConfig();
  const db = await openDatabase(config);
  try {
    const {rows: [table]} = await db.query(
      `select to_regclass('public.contact_submissions') is not null as exists`,
    );
    if (!table.exists) {
      console.error(`No contact_submissions table in ${describeDatabase(config)}: start the local backend once to create it.`);
      process.exitCode = 1;
      return;
    }
    const {rows} = await db.query(
      `select id, created_at, first_name, last_name, email, company, message
         from public.contact_submissions
        order by created_at desc, id desc`,
    );
    // bigint ids arrive as strings from node-postgres and as numbers from PGlite.
    const submissions = rows.map((row) => ({
      ...row,
      id: Number(row.id),
      created_at: new Date(row.created_at).toISOString(),
    }));
    console.log(
      values.json
        ? JSON.stringify(submissions, null, 2)
        : formatSubmissionTable(/** @type {import('./submission-table.mjs').Submission[]} */ (submissions)),
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
