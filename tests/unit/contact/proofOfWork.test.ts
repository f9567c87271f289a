/**
 * @jest-environment node
 */
// The form's proof of work: a challenge in the shape the database issues, solved with altcha-lib
// as the browser does, verified with altcha-lib's own server check; and the keeper that hands one
// proof to each submission without ever holding the form up for long.
import {createHash, createHmac} from 'node:crypto';
import {verifySolution} from 'altcha-lib/v1';
import {createProofKeeper, EXPIRY_MARGIN_MS, solveProof} from '../../../src/contact/proofOfWork';

const CONFIG = {url: 'https://backend.example', anonKey: 'anon-key'};
const HMAC_KEY = 'a'.repeat(64);

/** What public.contact_form_challenge() answers, made the same way. */
function databaseChallenge(secret: number, maxnumber = 5000, expiresAt = Date.now() + 3_600_000) {
  const salt = `${'0123456789ab'.repeat(2)}?expires=${Math.floor(expiresAt / 1000)}&`;
  const challenge = createHash('sha256').update(`${salt}${secret}`).digest('hex');
  const signature = createHmac('sha256', HMAC_KEY).update(challenge).digest('hex');
  return {algorithm: 'SHA-256', challenge, maxnumber, salt, signature};
}

describe('solveProof', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("asks the database's challenge function with the anon key and solves it into a payload it accepts", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(databaseChallenge(1234)), {status: 200}));
    const proof = await solveProof(CONFIG, new AbortController().signal);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://backend.example/rest/v1/rpc/contact_form_challenge');
    expect(init).toMatchObject({method: 'POST', headers: {apikey: 'anon-key', authorization: 'Bearer anon-key'}});
    expect(JSON.parse(atob(proof.payload))).toMatchObject({number: 1234, algorithm: 'SHA-256'});
    await expect(verifySolution(proof.payload, HMAC_KEY)).resolves.toBe(true);
    expect(Math.abs(proof.expiresAt - (Date.now() + 3_600_000))).toBeLessThan(2000);
  });

  it('fails when the backend has no challenge to give (an older backend answers 404)', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":"PGRST202"}', {status: 404}));
    await expect(solveProof(CONFIG, new AbortController().signal)).rejects.toThrow('404');
  });
});

describe('createProofKeeper', () => {
  const proof = (payload: string, expiresAt = Date.now() + 3_600_000) => ({payload, expiresAt});

  it('solves once while the visitor types, and gives that proof to the next submission only', async () => {
    const solve = jest.fn().mockResolvedValueOnce(proof('first')).mockResolvedValueOnce(proof('second'));
    const keeper = createProofKeeper(CONFIG, solve);
    keeper.prepare();
    keeper.prepare();
    expect(solve).toHaveBeenCalledTimes(1);
    await expect(keeper.take(1000)).resolves.toBe('first');
    await expect(keeper.take(1000)).resolves.toBe('second');
  });

  it('sends without a proof when solving fails, and tries again for the next submission', async () => {
    const solve = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(proof('later'));
    const keeper = createProofKeeper(CONFIG, solve);
    keeper.prepare();
    await expect(keeper.take(1000)).resolves.toBeUndefined();
    await expect(keeper.take(1000)).resolves.toBe('later');
  });

  it('waits no longer than asked, and keeps a proof still being solved for the next submission', async () => {
    let finish!: (value: ReturnType<typeof proof>) => void;
    const solve = jest.fn().mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const keeper = createProofKeeper(CONFIG, solve);
    await expect(keeper.take(20)).resolves.toBeUndefined();
    finish(proof('slow'));
    await expect(keeper.take(1000)).resolves.toBe('slow');
    expect(solve).toHaveBeenCalledTimes(1);
  });

  it('replaces a proof about to expire with a new one', async () => {
    const soon = Date.now() + EXPIRY_MARGIN_MS - 1000;
    const solve = jest.fn().mockResolvedValueOnce(proof('stale', soon)).mockResolvedValueOnce(proof('fresh'));
    const keeper = createProofKeeper(CONFIG, solve);
    keeper.prepare();
    await expect(keeper.take(1000)).resolves.toBe('fresh');
  });

  it('stops solving when the form goes away', async () => {
    const solve = jest.fn().mockResolvedValue(proof('unused'));
    const keeper = createProofKeeper(CONFIG, solve);
    keeper.prepare();
    keeper.stop();
    expect((solve.mock.calls[0][1] as AbortSignal).aborted).toBe(true);
    keeper.prepare();
    expect(solve).toHaveBeenCalledTimes(1);
  });
});
