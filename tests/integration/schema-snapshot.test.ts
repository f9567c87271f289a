/**
 * supabase/schema.sql is what the migrations give: `npm run db:schema` regenerates it (a fresh
 * PostgreSQL 15 server, every migration, pg_dump), and a migration committed without it fails here.
 */
import {execFile} from 'node:child_process';
import {access, mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);
const siteDir = path.resolve(__dirname, '../..');
const SNAPSHOT = 'supabase/schema.sql';
// Enough of the first differences to see what changed without scrolling through the file.
const SHOWN_LINES = 40;

let tempDir: string;
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-schema-snapshot-'));
});
afterAll(() => rm(tempDir, {recursive: true, force: true}));

it('supabase/schema.sql is what the migrations give', async () => {
  const committed = path.join(siteDir, SNAPSHOT);
  const regenerated = path.join(tempDir, 'schema.sql');
  await run(process.execPath, [path.join(siteDir, 'scripts/db/schema-snapshot.mjs'), '--out', regenerated]);

  if (
    !(await access(committed).then(
      () => true,
      () => false,
    ))
  ) {
    throw new Error(`${SNAPSHOT} is missing: run \`npm run db:schema\` and commit the result.`);
  }
  if ((await readFile(committed, 'utf8')) !== (await readFile(regenerated, 'utf8'))) {
    throw new Error(
      `The migrations and ${SNAPSHOT} disagree: run \`npm run db:schema\` and commit the result.\n` +
        `First differing lines (- ${SNAPSHOT}, + what the migrations give now):\n\n` +
        (await firstDifferences(committed, regenerated)),
    );
  }
});

/** The start of `diff -u` (diffutils, on every Debian machine) between the two files. */
async function firstDifferences(committed: string, regenerated: string) {
  // diff exits with 1 when the files differ: its output is then on the error.
  const output = await run('diff', ['-u', `--label=${SNAPSHOT}`, '--label=migrations', committed, regenerated]).then(
    ({stdout}) => stdout,
    (error: {stdout?: string}) => error.stdout ?? String(error),
  );
  const lines = output.split('\n').slice(2);
  const rest = lines.length - SHOWN_LINES;
  return [...lines.slice(0, SHOWN_LINES), ...(rest > 0 ? [`… ${rest} more lines of diff`] : [])].join('\n');
}
