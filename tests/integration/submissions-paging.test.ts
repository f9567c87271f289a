// `npm run submissions` at any size: rows are read a page at a time (keyset pagination), through
// the database or the running backend's owner route, and printed as they come.
import './support/native-pglite';
import {spawn} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Database, Queryable} from '../../local-backend/database.mjs';
import {createGateway, OWNER_SUBMISSIONS_PATH} from '../../local-backend/gateway.mjs';
import {
  allPages,
  readSubmissionPage,
  readSubmissions,
  SUBMISSIONS_PAGE_SIZE,
} from '../../local-backend/read-submissions.mjs';
import {generateServiceKey} from '../../local-backend/server-file.mjs';
import {migratedPGlite, type MigratedDatabase} from './support/databases';

const LIST_SCRIPT = path.resolve(__dirname, '../../local-backend/list-submissions.mjs');

/** Owner inserts: `count` rows in one statement, so they share one created_at (ties on id). */
async function insertRows(db: Queryable, count: number, messageLength = 40) {
  await db.query(
    `insert into public.contact_submissions (first_name, last_name, email, company, message)
     select 'Ada', 'Lovelace', 'ada.' || n || '@example.com', 'Paging Ltd', repeat('m', $2)
       from generate_series(1, $1) n`,
    [count, messageLength],
  );
}

async function allIdsInOneQuery(db: Queryable) {
  const {rows} = await db.query('select id from public.contact_submissions order by created_at desc, id desc');
  return rows.map((row) => Number(row.id));
}

describe('listing submissions page by page', () => {
  let workDir: string;
  let target: MigratedDatabase;
  let db: Database;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'omnia-paging-'));
    target = await migratedPGlite(path.join(workDir, 'pgdata'));
    db = target.db;
    // Three statements, three created_at values, most rows sharing one.
    await insertRows(db, 700);
    await insertRows(db, 1500);
    await insertRows(db, 300);
  }, 60_000);

  afterAll(async () => {
    await target?.close();
    await rm(workDir, {recursive: true, force: true});
  });

  it('reads every row once, in order, never more than a page per query', async () => {
    const rowsPerQuery: number[] = [];
    const counted: Queryable = {
      query: async (text, params) => {
        const result = await db.query(text, params);
        // Only the reads of the table (not the one-row check for the notification record).
        if (/from public\.contact_submissions/.test(text)) rowsPerQuery.push(result.rows.length);
        return result;
      },
      exec: db.exec,
    };
    const ids: number[] = [];
    for await (const rows of allPages((after) => readSubmissionPage(counted, {after}))) {
      ids.push(...rows.map((row) => row.id));
    }
    expect(ids).toEqual(await allIdsInOneQuery(db));
    expect(ids).toHaveLength(2500);
    expect(rowsPerQuery).toEqual([SUBMISSIONS_PAGE_SIZE, SUBMISSIONS_PAGE_SIZE, 500]);
  });

  it('serves the same rows through the owner route, a page per request with x-next-cursor', async () => {
    const serviceKey = generateServiceKey();
    const gateway = createGateway({db, anonKey: 'paging-anon-key', serviceKey});
    const {url} = await gateway.listen(0);
    try {
      const listed: unknown[] = [];
      const pageSizes: number[] = [];
      let next: string | null = '';
      while (next !== null) {
        const pageUrl = new URL(OWNER_SUBMISSIONS_PATH, url);
        if (next) pageUrl.searchParams.set('after', next);
        const response = await fetch(pageUrl, {headers: {authorization: `Bearer ${serviceKey}`}});
        expect(response.status).toBe(200);
        const rows: unknown[] = await response.json();
        pageSizes.push(rows.length);
        listed.push(...rows);
        next = response.headers.get('x-next-cursor');
      }
      expect(pageSizes).toEqual([1000, 1000, 500]);
      expect(listed).toEqual(await readSubmissions(db));
      const bad = await fetch(`${url}${OWNER_SUBMISSIONS_PATH}?after=1;drop`, {
        headers: {authorization: `Bearer ${serviceKey}`},
      });
      expect(bad.status).toBe(400);
    } finally {
      await gateway.close();
    }
  });

  it('prints 60,000 rows of 1,000-character messages with a 48 MB JavaScript heap', async () => {
    // About 60 MB of messages: holding every row at once, as the command did, exceeds the heap.
    await insertRows(db, 57_500, 1000);
    await target.close();
    const child = spawn(process.execPath, ['--max-old-space-size=48', LIST_SCRIPT], {
      env: {...process.env, LOCAL_BACKEND_DATA_DIR: path.join(workDir, 'pgdata'), DATABASE_URL: ''},
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect({code, stderr}).toEqual({code: 0, stderr: ''});
    expect(stdout).toMatch(/^ID\s+Received \(UTC\)/);
    expect(stdout.trimEnd().split('\n').at(-1)).toBe('60000 submissions');
    target = await migratedPGlite(path.join(workDir, 'pgdata'));
  }, 120_000);
});
