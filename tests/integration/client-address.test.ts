// Which address the per-address limit counts (supabase/migrations/*_contact_trusted_client_address.sql):
// the x-forwarded-for entry the platform's proxy appends, not the ones the client writes before it.
// Checked as anon on a real PostgreSQL 15 server and on PGlite, then through the local gateway,
// which appends the connection's address the way Supabase's proxy does.
import './support/native-pglite';
import http from 'node:http';
import type {Database} from '../../local-backend/database.mjs';
import {ANON_INSERT, asAnon} from './support/anon';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {startTestGateway, type TestGateway} from './support/gateway-fixture';
import {rowValues, submissionRow} from './support/submissions';
import {insertFromAddress, insertWithHeaders} from './support/visitor';

const PER_ADDRESS = 5;

type Attempt = () => Promise<unknown>;

/** Runs the attempts one after another: how many stored, and the refusals' HTTP statuses. */
async function outcomes(attempts: Attempt[]) {
  let stored = 0;
  const refused: number[] = [];
  for (const attempt of attempts) {
    await attempt().then(
      () => (stored += 1),
      (error) => {
        expect(error.code).toBe('PGRST');
        refused.push(JSON.parse(error.detail).status);
      },
    );
  }
  return {stored, refused};
}

const times = (count: number, attempt: (index: number) => Attempt) => Array.from({length: count}, (_, i) => attempt(i));

describe.each(DATABASE_TARGETS)('the address the limit counts, on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;
  let shipped: unknown;

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    shipped = (await db.query('select json_agg(limits) as rows from private.contact_rate_limits limits')).rows[0].rows;
  }, 60_000);

  afterAll(() => target?.close());

  beforeEach(async () => {
    await db.transaction(async (tx) => {
      await tx.query('delete from private.contact_submission_log');
      await tx.query('delete from private.contact_rate_limits');
      await tx.query(
        'insert into private.contact_rate_limits select * from json_populate_recordset(null::private.contact_rate_limits, $1)',
        [JSON.stringify(shipped)],
      );
    });
  });

  const insert = (address: string, claimed?: string) => (): Promise<unknown> =>
    insertFromAddress(db, address, ANON_INSERT, rowValues(submissionRow()), {claimed});
  const withHeaders =
    (headers: Record<string, string>, row = submissionRow()) =>
    () =>
      insertWithHeaders(db, headers, ANON_INSERT, rowValues(row));
  const loggedAddresses = async () =>
    (await db.query('select client_address from private.contact_submission_log order by received_at')).rows.map(
      (row) => row.client_address,
    );

  it('ships the last x-forwarded-for entry as the address', async () => {
    const {rows} = await db.query(
      `select address_header, address_hop from private.contact_rate_limits where name = 'client_address'`,
    );
    expect(rows).toEqual([{address_header: 'x-forwarded-for', address_hop: 1}]);
  });

  it('counts requests that differ only in a spoofed first entry as one address', async () => {
    const result = await outcomes(times(8, (i) => insert('198.51.100.66', `203.0.113.${i}`)));
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429, 429, 429]});
  });

  it('does not spend the budget of an address another client writes as the first entry', async () => {
    const attacker = await outcomes(times(7, () => insert('198.51.100.66', '192.0.2.50')));
    expect(attacker).toEqual({stored: PER_ADDRESS, refused: [429, 429]});
    const victim = await outcomes(times(6, () => insert('192.0.2.50')));
    expect(victim).toEqual({stored: PER_ADDRESS, refused: [429]});
  });

  it('counts an IPv6 address as its /64 and an IPv4 address as itself', async () => {
    const sameNetwork = [
      '2001:db8:1:2::a',
      '2001:db8:1:2::b',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:1::',
    ];
    const result = await outcomes([...sameNetwork, '2001:db8:1:2::c', '2001:db8:1:2::d'].map((a) => insert(a)));
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429]});
    await expect(insert('2001:db8:1:3::a')()).resolves.toEqual([]);
    expect(await outcomes(times(6, (i) => insert(`192.0.2.${10 + i}`)))).toEqual({stored: 6, refused: []});
    const ipv4 = Array.from({length: 6}, (_, i) => `192.0.2.${10 + i}`);
    expect(new Set(await loggedAddresses())).toEqual(new Set(['2001:db8:1:2::/64', '2001:db8:1:3::/64', ...ipv4]));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const result = await outcomes([
      ...times(3, () => insert('192.0.2.9')),
      ...times(3, () => insert('::ffff:192.0.2.9')),
    ]);
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429]});
    expect(new Set(await loggedAddresses())).toEqual(new Set(['192.0.2.9']));
  });

  it('stores a request whose entry is no address, counted under that value', async () => {
    const result = await outcomes(times(6, () => insert('Not-An-Address')));
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429]});
    await expect(insert('x'.repeat(10_000))()).resolves.toEqual([]);
    await expect(insert('192.0.2.1/33')()).resolves.toEqual([]);
    expect(new Set(await loggedAddresses())).toEqual(new Set(['not-an-address', 'x'.repeat(100), '192.0.2.1/33']));
  });

  it('takes the entry address_hop from the right when the platform has one more proxy', async () => {
    await db.query(`update private.contact_rate_limits set address_hop = 2 where name = 'client_address'`);
    const result = await outcomes(
      times(6, (i) => withHeaders({'x-forwarded-for': `203.0.113.${i}, 192.0.2.77, 10.0.0.${i}`})),
    );
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429]});
    expect(new Set(await loggedAddresses())).toEqual(new Set(['192.0.2.77']));
  });

  it('reads the header named in address_header', async () => {
    await db.query(
      `update private.contact_rate_limits set address_header = 'cf-connecting-ip' where name = 'client_address'`,
    );
    const result = await outcomes(
      times(6, (i) => withHeaders({'cf-connecting-ip': '192.0.2.88', 'x-forwarded-for': `203.0.113.${i}`})),
    );
    expect(result).toEqual({stored: PER_ADDRESS, refused: [429]});
  });

  it.each([
    ['a hop below 1', `address_hop = 0`],
    ['an upper-case header name', `address_header = 'X-Forwarded-For'`],
    ['no header', `address_header = null`],
  ])('refuses a setting with %s (23514)', async (_name, assignment) => {
    await expect(
      db.query(`update private.contact_rate_limits set ${assignment} where name = 'client_address'`),
    ).rejects.toMatchObject({code: '23514'});
  });

  describe('without the configured entry (no address is known)', () => {
    it.each([
      ['no x-forwarded-for header', {}],
      ['an empty x-forwarded-for header', {'x-forwarded-for': ''}],
    ])('stores every request with %s, still counted per e-mail', async (_name, headers) => {
      expect(await outcomes(times(7, () => withHeaders(headers)))).toEqual({stored: 7, refused: []});
      expect(await loggedAddresses()).toEqual(Array(7).fill(null));
      const email = submissionRow().email;
      const sameEmail = await outcomes(times(4, () => withHeaders(headers, submissionRow({email}))));
      expect(sameEmail).toEqual({stored: 3, refused: [429]});
    });

    it('treats fewer entries than address_hop the same way', async () => {
      await db.query(`update private.contact_rate_limits set address_hop = 2 where name = 'client_address'`);
      expect(await outcomes(times(7, () => withHeaders({'x-forwarded-for': '192.0.2.1'})))).toEqual({
        stored: 7,
        refused: [],
      });
    });

    it('stores inserts without request headers (SQL outside PostgREST) and still applies the valve', async () => {
      await db.query(`update private.contact_rate_limits set max_submissions = 8 where name = 'all_clients'`);
      const result = await outcomes(times(10, () => () => asAnon(db, ANON_INSERT, rowValues(submissionRow()))));
      expect(result).toEqual({stored: 8, refused: [429, 429]});
    });
  });
});

describe('the address the limit counts, through the local gateway (PGlite)', () => {
  const ANON_KEY = 'client-address-anon-key';
  let fixture: TestGateway;

  beforeAll(async () => {
    fixture = await startTestGateway(ANON_KEY, {raiseLimits: false});
  }, 60_000);

  afterAll(() => fixture?.close());

  beforeEach(() => fixture.db.query('delete from private.contact_submission_log'));

  afterEach(() => expect(fixture.unexpectedErrors).toEqual([]));

  /** A POST from the given loopback address (Linux answers on all of 127.0.0.0/8). */
  function postFrom(localAddress: string, forwardedFor?: string) {
    const body = JSON.stringify(submissionRow());
    const headers = {...fixture.keyHeaders, ...(forwardedFor ? {'x-forwarded-for': forwardedFor} : {})};
    return new Promise<number>((resolve, reject) => {
      const request = http.request(`${fixture.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers,
        localAddress,
      });
      request.once('error', reject);
      request.once('response', (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      });
      request.end(body);
    });
  }

  const statuses = async (count: number, post: (index: number) => Promise<number>) => {
    const answers = [];
    for (let index = 0; index < count; index += 1) answers.push(await post(index));
    return answers;
  };

  it('counts the connection, not the x-forwarded-for entries the client sends', async () => {
    const answers = await statuses(8, (i) => postFrom('127.0.0.1', `203.0.113.${i}, 198.51.100.${i}`));
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it("leaves an address's budget alone when another connection names it first", async () => {
    expect(await statuses(6, () => postFrom('127.0.0.2', '127.0.0.1'))).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await statuses(6, () => postFrom('127.0.0.1'))).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
