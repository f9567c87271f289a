// The contact form's proof of work (supabase/migrations/*_contact_proof_of_work.sql), checked as
// anon on a real PostgreSQL 15 server and on PGlite: a solved challenge lets a row past the full
// hourly valve, once, before it expires; a row without one is refused there as before.
import './support/native-pglite';
import {createHash, createHmac} from 'node:crypto';
import type {Database} from '../../local-backend/database.mjs';
import {DATABASE_TARGETS, type MigratedDatabase} from './support/databases';
import {newChallenge, proofPayload, solve, type Challenge} from './support/proof-of-work';
import {submissionRow} from './support/submissions';

const WITH_PROOF =
  'insert into public.contact_submissions (first_name, last_name, email, company, message, proof) values ($1, $2, $3, $4, $5, $6)';

/** The PostgREST answer of a refused insert: its HTTP status and error code. */
function refusal(error: {code?: string; message?: string; detail?: string}) {
  if (error.code !== 'PGRST') return {status: undefined, code: error.code};
  return {
    status: JSON.parse(error.detail ?? '').status as number,
    code: JSON.parse(error.message ?? '').code as string,
  };
}

describe.each(DATABASE_TARGETS)('contact form proof of work on %s', (_name, openTarget) => {
  let target: MigratedDatabase;
  let db: Database;
  let shippedValve: number;
  let hmacKey: string;

  beforeAll(async () => {
    target = await openTarget();
    db = target.db;
    shippedValve = (
      await db.query(`select max_submissions from private.contact_rate_limits where name = 'all_clients'`)
    ).rows[0].max_submissions;
    hmacKey = (await db.query('select hmac_key from private.contact_proof_settings')).rows[0].hmac_key;
  }, 60_000);

  afterAll(() => target?.close());

  beforeEach(async () => {
    await db.query('delete from private.contact_submission_log');
    await db.query('delete from private.contact_spent_proofs');
    await db.query(`update private.contact_rate_limits set max_submissions = $1 where name = 'all_clients'`, [
      shippedValve,
    ]);
  });

  /** Inserts as anon from one client address, the way PostgREST runs a visitor's request. */
  const submit = (proof: string | null, address = '203.0.113.7', row = submissionRow()) =>
    db.transaction(async (tx) => {
      await tx.query('set local role anon');
      await tx.query(
        `select set_config('request.method', 'POST', true), set_config('request.path', '/contact_submissions', true),
                set_config('request.headers', $1, true)`,
        [JSON.stringify({'x-forwarded-for': address})],
      );
      await tx.query('select private.check_contact_request()');
      await tx.query(WITH_PROOF, [row.first_name, row.last_name, row.email, row.company, row.message, proof]);
      return row;
    });
  const outcome = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'stored',
      (error) => refusal(error),
    );
  const storedRow = async (email: string) =>
    (await db.query('select proof, held from public.contact_submissions where email = $1', [email])).rows;
  const fillValve = async () => {
    await db.query(`update private.contact_rate_limits set max_submissions = 2 where name = 'all_clients'`);
    await submit(null, '198.51.100.1');
    await submit(null, '198.51.100.2');
  };
  /** Rows a flood stored within the valve's hour, as the work counts them. */
  const logRows = (count: number) =>
    db.query(
      `insert into private.contact_submission_log (client_address, email)
       select '192.0.2.' || n % 250, 'flood' || n || '@example.com' from generate_series(1, $1) n`,
      [count],
    );
  /** A challenge signed with the database's key, with the expiry and number of our choosing. */
  const signedChallenge = (expiresAt: Date, number = 42): Challenge => {
    const salt = `${'ab'.repeat(12)}?expires=${Math.floor(expiresAt.getTime() / 1000)}&max=20000&`;
    const challenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
    const signature = createHmac('sha256', hmacKey).update(challenge).digest('hex');
    return {algorithm: 'SHA-256', challenge, maxnumber: 100, salt, signature};
  };

  it('hands anon a signed challenge in the ALTCHA shape that expires in an hour', async () => {
    const challenge = await newChallenge(db);
    expect(Object.keys(challenge).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(20_000);
    const expires = Number(/^[0-9a-f]{24}\?expires=(\d+)&max=20000&$/.exec(challenge.salt)?.[1]) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(challenge.signature).toBe(createHmac('sha256', hmacKey).update(challenge.challenge).digest('hex'));
    expect(solve(challenge)).toBeLessThanOrEqual(challenge.maxnumber);
  });

  it('stores a row with a solved proof, and keeps neither the proof nor a hold while the valve is open', async () => {
    const row = await submit(proofPayload(await newChallenge(db)));
    expect(await storedRow(row.email)).toEqual([{proof: null, held: false}]);
  });

  it('lets a row with a solved proof past the full valve, marked held; refuses one without (429)', async () => {
    await fillValve();
    expect(await outcome(submit(null))).toEqual({status: 429, code: 'OMNIA429'});
    const row = submissionRow();
    expect(await outcome(submit(proofPayload(await newChallenge(db)), undefined, row))).toBe('stored');
    expect(await storedRow(row.email)).toEqual([{proof: null, held: true}]);
  });

  it('refuses a proof used once already (403), even from another address', async () => {
    const proof = proofPayload(await newChallenge(db));
    expect(await outcome(submit(proof))).toBe('stored');
    expect(await outcome(submit(proof, '192.0.2.99'))).toEqual({status: 403, code: 'OMNIA403'});
  });

  it('refuses an expired proof, and accepts the same one unexpired', async () => {
    const expired = signedChallenge(new Date(Date.now() - 1000));
    expect(await outcome(submit(proofPayload(expired, 42)))).toEqual({status: 403, code: 'OMNIA403'});
    const fresh = signedChallenge(new Date(Date.now() + 60_000));
    expect(await outcome(submit(proofPayload(fresh, 42)))).toBe('stored');
  });

  it('refuses a wrong number, a forged signature, a changed expiry and what is no payload', async () => {
    const challenge = await newChallenge(db);
    const number = solve(challenge);
    const later = challenge.salt.replace(/expires=\d+/, 'expires=9999999999');
    const harder = challenge.salt.replace(/max=\d+/, 'max=1280000');
    const forged = [
      proofPayload(challenge, number + 1),
      proofPayload({...challenge, signature: 'f'.repeat(64)}, number),
      proofPayload({...challenge, salt: later}, number),
      proofPayload({...challenge, salt: harder}, number),
      'not base64 at all',
      Buffer.from('{"algorithm": "SHA-256"}').toString('base64'),
      Buffer.from('[1, 2]').toString('base64'),
    ];
    for (const proof of forged) expect(await outcome(submit(proof))).toEqual({status: 403, code: 'OMNIA403'});
    expect(await outcome(submit(proofPayload(challenge, number)))).toBe('stored');
  });

  it('still applies the per-address limit to rows with a proof', async () => {
    const address = '203.0.113.50';
    for (let stored = 0; stored < 5; stored += 1) await submit(proofPayload(await newChallenge(db)), address);
    expect(await outcome(submit(proofPayload(await newChallenge(db)), address))).toEqual({
      status: 429,
      code: 'OMNIA429',
    });
  });

  it('doubles the work with every 25 rows stored in the last hour, up to 64 times', async () => {
    await logRows(24);
    expect((await newChallenge(db)).maxnumber).toBe(20_000);
    await logRows(1);
    expect((await newChallenge(db)).maxnumber).toBe(40_000);
    await logRows(50);
    expect((await newChallenge(db)).maxnumber).toBe(160_000);
    await logRows(1000);
    expect((await newChallenge(db)).maxnumber).toBe(1_280_000);
  });

  it('refuses a challenge kept from quiet times once a flood has doubled the work more than twice', async () => {
    const [kept, keptToo] = [await newChallenge(db), await newChallenge(db)];
    await logRows(50);
    expect(await outcome(submit(proofPayload(kept)))).toBe('stored');
    await logRows(25);
    expect(await outcome(submit(proofPayload(keptToo)))).toEqual({status: 403, code: 'OMNIA403'});
    expect(await outcome(submit(proofPayload(await newChallenge(db))))).toBe('stored');
  });

  it('keeps the key and the spent proofs from anon, and the hold out of its hands', async () => {
    const asAnon = (sql: string, params: unknown[] = []) =>
      outcome(
        db.transaction(async (tx) => {
          await tx.query('set local role anon');
          await tx.query(sql, params);
        }),
      );
    expect(await asAnon('select hmac_key from private.contact_proof_settings')).toEqual({
      status: undefined,
      code: '42501',
    });
    expect(await asAnon('select * from private.contact_spent_proofs')).toEqual({status: undefined, code: '42501'});
    const row = submissionRow();
    expect(
      await asAnon(
        'insert into public.contact_submissions (first_name, last_name, email, company, message, held) values ($1, $2, $3, $4, $5, true)',
        [row.first_name, row.last_name, row.email, row.company, row.message],
      ),
    ).toEqual({status: undefined, code: '42501'});
  });
});
