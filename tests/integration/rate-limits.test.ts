// The contact form's limits, enforced by the database (supabase/migrations/*_contact_rate_limits.sql):
// checked as anon on a real PostgreSQL 15 server and on PGlite, then through the local gateway,
// which hands the database the request the way PostgREST does.
import './support/native-pglite';
import {once} from 'node:events';
import http from 'node:http';
import type {Database} from '../../local-backend/database.mjs';
import {MAX_JSON_DEPTH} from '../../local-backend/request-body.mjs';
import {ANON_INSERT, asAnon} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {startTestGateway, type TestGateway} from './support/gateway-fixture';
import {expectPostgrestError} from './support/http';
import {rowValues, submissionRow} from './support/submissions';
import {insertFromAddress} from './support/visitor';

const TWO_ROWS = `${ANON_INSERT}, ($6, $7, $8, $9, $10)`;
const RATE_LIMITED = {
  code: 'OMNIA429',
  message: 'Too many contact form submissions. Please try again later.',
  details: null,
  hint: 'The contact form accepts a limited number of messages per sender and per hour.',
};

/** The HTTP answer PostgREST would give for an error raised with SQLSTATE PGRST. */
function postgrestAnswer(error: {code?: string; message?: string; detail?: string}) {
  expect(error.code).toBe('PGRST');
  return {status: JSON.parse(error.detail ?? '').status, body: JSON.parse(error.message ?? '')};
}

async function outcomes(attempts: (() => Promise<unknown>)[]) {
  const statuses: (number | 'stored')[] = [];
  for (const attempt of attempts) {
    statuses.push(
      await attempt().then(
        () => 'stored' as const,
        (error) => postgrestAnswer(error).status,
      ),
    );
  }
  return {
    stored: statuses.filter((status) => status === 'stored').length,
    refused: statuses.filter((s) => s !== 'stored'),
  };
}

describe.each(DATABASE_TARGETS)('contact form limits on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;
  let shipped: {name: string; max_submissions: number}[];

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    shipped = (await db.query('select name, max_submissions from private.contact_rate_limits')).rows as typeof shipped;
  }, 60_000);

  afterAll(() => target?.close());

  beforeEach(async () => {
    await db.query('delete from private.contact_submission_log');
    for (const {name, max_submissions} of shipped) {
      await db.query('update private.contact_rate_limits set max_submissions = $2 where name = $1', [
        name,
        max_submissions,
      ]);
    }
  });

  const fromAddress =
    (address: string, row = submissionRow()) =>
    () =>
      insertFromAddress(db, address, ANON_INSERT, rowValues(row));
  const storedWhere = async (company: string) =>
    Number(
      (await db.query('select count(*) as n from public.contact_submissions where company = $1', [company])).rows[0].n,
    );

  it('ships 5 per address per 10 minutes, 3 per e-mail per hour, 100 per hour in all', async () => {
    const {rows} = await db.query(
      `select name, max_submissions, extract(epoch from time_window)::int as seconds
         from private.contact_rate_limits order by name`,
    );
    expect(rows).toEqual([
      {name: 'all_clients', max_submissions: 100, seconds: 3600},
      {name: 'client_address', max_submissions: 5, seconds: 600},
      {name: 'email', max_submissions: 3, seconds: 3600},
    ]);
  });

  it('stores 5 of 100 single inserts from one address and answers the rest 429', async () => {
    const company = 'One Address Ltd';
    const result = await outcomes(
      Array.from({length: 100}, () => fromAddress('198.51.100.7', submissionRow({company}))),
    );
    expect(result.stored).toBe(5);
    expect(new Set(result.refused)).toEqual(new Set([429]));
    expect(await storedWhere(company)).toBe(5);
  });

  it('stores 20 inserts from 20 addresses', async () => {
    const company = 'Twenty Addresses Ltd';
    const result = await outcomes(
      Array.from({length: 20}, (_, index) => fromAddress(`203.0.113.${index}`, submissionRow({company}))),
    );
    expect(result).toEqual({stored: 20, refused: []});
  });

  it('stores neither row of a 2-row insert and answers 400', async () => {
    const company = 'Two Rows Ltd';
    const params = [...rowValues(submissionRow({company})), ...rowValues(submissionRow({company}))];
    const error = await insertFromAddress(db, '198.51.100.8', TWO_ROWS, params).catch((caught) => caught);
    expect(postgrestAnswer(error)).toEqual({
      status: 400,
      body: {
        code: 'OMNIA400',
        message: 'Send one contact submission per request.',
        details: null,
        hint: expect.any(String),
      },
    });
    expect(await storedWhere(company)).toBe(0);
  });

  it('stores 3 submissions per e-mail address per hour, whatever its case and address', async () => {
    const company = 'Same Email Ltd';
    const emails = ['ada@example.com', 'Ada@Example.com', 'ADA@EXAMPLE.COM', 'ada@example.com'];
    const result = await outcomes(
      emails.map((email, index) => fromAddress(`192.0.2.${index}`, submissionRow({company, email}))),
    );
    expect(result).toEqual({stored: 3, refused: [429]});
  });

  it('refuses everyone once the hourly valve is reached', async () => {
    await db.query(`update private.contact_rate_limits set max_submissions = 10 where name = 'all_clients'`);
    const result = await outcomes(Array.from({length: 12}, (_, index) => fromAddress(`192.0.2.${100 + index}`)));
    expect(result).toEqual({stored: 10, refused: [429, 429]});
  });

  it('answers every limit with the same message, which says nothing about other rows', async () => {
    const email = submissionRow().email;
    for (let index = 0; index < 3; index += 1) await fromAddress(`192.0.2.${200 + index}`, submissionRow({email}))();
    const byEmail = await fromAddress('192.0.2.210', submissionRow({email}))().catch((error) => error);
    for (let index = 0; index < 5; index += 1) await fromAddress('192.0.2.220')();
    const byAddress = await fromAddress('192.0.2.220')().catch((error) => error);
    expect(postgrestAnswer(byEmail)).toEqual({status: 429, body: RATE_LIMITED});
    expect(postgrestAnswer(byAddress)).toEqual({status: 429, body: RATE_LIMITED});
  });

  it('refuses, in the pre-request function, an address that has reached its limit', async () => {
    for (let index = 0; index < 5; index += 1) await fromAddress('192.0.2.230')();
    const error = await asAnon(
      db,
      `select set_config('request.method', 'POST', true),
        set_config('request.path', '/contact_submissions', true),
        set_config('request.headers', '{"x-forwarded-for": "192.0.2.230"}', true), private.check_contact_request()`,
    ).catch((caught) => caught);
    expect(postgrestAnswer(error).status).toBe(429);
    // The owner (or service_role) is not limited there either.
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`select set_config('request.method', 'POST', true),
          set_config('request.path', '/contact_submissions', true),
          set_config('request.headers', '{"x-forwarded-for": "192.0.2.230"}', true)`);
        await tx.query('select private.check_contact_request()');
      }),
    ).resolves.toBeUndefined();
    const configured = await db.query(
      `select setconfig from pg_db_role_setting where setrole = 'authenticator'::regrole`,
    );
    expect(configured.rows).toEqual([{setconfig: ['pgrst.db_pre_request=private.check_contact_request']}]);
  });

  it('lets the table owner insert without limits', async () => {
    const company = 'Owner Import Ltd';
    for (let index = 0; index < 8; index += 1) await db.query(ANON_INSERT, rowValues(submissionRow({company})));
    expect(await storedWhere(company)).toBe(8);
  });

  it('takes raised numbers from the settings table', async () => {
    await db.query(`update private.contact_rate_limits set max_submissions = 12 where name = 'client_address'`);
    const result = await outcomes(Array.from({length: 12}, () => fromAddress('192.0.2.240')));
    expect(result.stored).toBe(12);
  });

  it('forgets log lines older than the longest window', async () => {
    await db.query(
      `insert into private.contact_submission_log (received_at, client_address, email)
       values (now() - interval '61 minutes', '192.0.2.250', 'old@example.com')`,
    );
    await fromAddress('192.0.2.251')();
    const {rows} = await db.query('select client_address from private.contact_submission_log');
    expect(rows).toEqual([{client_address: '192.0.2.251'}]);
  });

  it.each([
    ['read the limits', 'select * from private.contact_rate_limits'],
    ['change the limits', 'update private.contact_rate_limits set max_submissions = 1000'],
    ['read the log', 'select * from private.contact_submission_log'],
    ['clear the log', 'delete from private.contact_submission_log'],
    ['write the log', `insert into private.contact_submission_log (client_address, email) values ('x', 'y')`],
    ['call the refusal directly', 'select private.refuse_rate_limited()'],
  ])('does not let anon %s (42501)', async (_action, sql) => {
    await expect(asAnon(db, sql)).rejects.toMatchObject({code: '42501'});
  });
});

describe('contact form limits through the local gateway (PGlite)', () => {
  const ANON_KEY = 'limits-anon-key';
  let fixture: TestGateway;

  beforeAll(async () => {
    fixture = await startTestGateway(ANON_KEY, {raiseLimits: false});
  }, 60_000);

  afterAll(() => fixture?.close());

  // Every post here comes from 127.0.0.1, which the gateway appends to x-forwarded-for as
  // Supabase's proxy does; which address counts is checked in client-address.test.ts.
  beforeEach(() => fixture.db.query('delete from private.contact_submission_log'));

  afterEach(() => expect(fixture.unexpectedErrors).toEqual([]));

  const postRow = (body: unknown, headers: Record<string, string> = {}) =>
    fixture.post(JSON.stringify(body), {...fixture.keyHeaders, ...headers});
  const storedWhere = async (company: string) =>
    Number(
      (await fixture.db.query('select count(*) as n from public.contact_submissions where company = $1', [company]))
        .rows[0].n,
    );

  it('stores 5 of 100 posts from one address and answers the rest 429 in PostgREST shape', async () => {
    const company = 'Gateway One Address';
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let index = 0; index < 100; index += 1) {
      const response = await postRow(submissionRow({company}));
      statuses.push(response.status);
      if (response.status === 429 && !refusal) refusal = response;
      else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect(await storedWhere(company)).toBe(5);
    await expectPostgrestError(refusal!.clone(), 429, 'OMNIA429');
    expect(await refusal!.json()).toEqual(RATE_LIMITED);
  });

  it('answers a 2-row array 400 and stores neither row', async () => {
    const company = 'Gateway Two Rows';
    const response = await postRow([submissionRow({company}), submissionRow({company})]);
    await expectPostgrestError(response, 400, 'OMNIA400');
    expect(await storedWhere(company)).toBe(0);
  });

  it('answers a body that is not JSON 415 PGRST107', async () => {
    const response = await postRow(submissionRow(), {'content-type': 'text/plain'});
    await expectPostgrestError(response, 415, 'PGRST107');
  });

  it('answers Prefer values it does not implement 400 PGRST122', async () => {
    for (const prefer of ['tx=rollback', 'missing=default', 'return=minimal, count=exact']) {
      await expectPostgrestError(await postRow(submissionRow(), {prefer}), 400, 'PGRST122');
    }
  });

  it('answers an upsert (resolution=merge-duplicates) 403 42501, as PostgREST does on this table', async () => {
    const row = submissionRow();
    const response = await postRow(row, {prefer: 'resolution=merge-duplicates'});
    await expectPostgrestError(response, 403, '42501');
    expect(await fixture.stored(row.email)).toEqual([]);
  });

  it('answers JSON nested 10,000 levels deep with a readable 400', async () => {
    const body = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await fixture.post(body, {...fixture.keyHeaders});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('answers a 10 MB body announced by Content-Length with a readable 413, not a reset', async () => {
    // Node's own client, sending the body in pieces as a slow uplink would, and reporting any
    // reset while it still sends (fetch hides one that follows an early answer).
    const body = Buffer.from(JSON.stringify(submissionRow({message: 'x'.repeat(10 * 1024 * 1024)})));
    const request = http.request(`${fixture.url}/rest/v1/contact_submissions`, {
      method: 'POST',
      headers: {...fixture.keyHeaders, 'content-length': String(body.length)},
    });
    const failed = new Promise<never>((_, reject) => request.once('error', reject));
    const answered = new Promise<{status?: number; text: string}>((resolve) =>
      request.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.once('end', () => resolve({status: response.statusCode, text}));
      }),
    );
    const sent = (async () => {
      for (let offset = 0; offset < body.length; offset += 256 * 1024) {
        if (!request.write(body.subarray(offset, offset + 256 * 1024))) await once(request, 'drain');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise<void>((resolve) => request.end(resolve));
    })();
    const [answer] = await Promise.race([Promise.all([answered, sent]), failed]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({code: 'PGRST413'});
  });
});
