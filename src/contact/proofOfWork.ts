/**
 * The form's proof of work, ALTCHA's protocol (version 1); the database issues and checks it
 * (supabase/migrations/*_contact_proof_of_work.sql). The browser solves a challenge while the
 * visitor types, and the solution travels with the row: while a flood fills the hourly limit, a
 * row with a valid proof is still stored. Nothing is shown and nothing goes to a third party.
 * This module is loaded only once the form is used, never on a page's first view.
 */
import type {BackendConfig} from './submitContact';
import {findProofNumber} from './findProofNumber';

type Challenge = {algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string};
type Proof = {payload: string; expiresAt: number};

/** How long the challenge request may take before the form goes on without a proof. */
export const CHALLENGE_TIMEOUT_MS = 10_000;
/**
 * How long a submission waits for a proof still being solved before it goes without one. Without
 * a proof a row is refused while a flood fills the hourly limit, so waiting is the better bet: a
 * phone solves a flood's top work in a few seconds (bench/results/2026-11-25-proof-of-work-flood.md),
 * and in quiet times the proof is ready long before the visitor has typed their name.
 */
export const PROOF_WAIT_MS = 60_000;
/** A proof this close to its expiry is replaced before it is sent. */
export const EXPIRY_MARGIN_MS = 60_000;

async function fetchChallenge(config: BackendConfig, signal: AbortSignal): Promise<Challenge> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), CHALLENGE_TIMEOUT_MS);
  signal.addEventListener('abort', () => controller.abort(), {once: true});
  try {
    const response = await fetch(`${config.url}/rest/v1/rpc/contact_form_challenge`, {
      method: 'POST',
      headers: {apikey: config.anonKey, authorization: `Bearer ${config.anonKey}`, 'content-type': 'application/json'},
      body: '{}',
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`The challenge request answered ${response.status}`);
    return (await response.json()) as Challenge;
  } finally {
    clearTimeout(timeout);
  }
}

/** A new challenge from the database, solved: ALTCHA's payload and when it expires. */
export async function solveProof(config: BackendConfig, signal: AbortSignal): Promise<Proof> {
  const challenge = await fetchChallenge(config, signal);
  if (challenge.algorithm !== 'SHA-256') throw new Error(`The challenge uses ${challenge.algorithm}`);
  const number = await findProofNumber(challenge.salt, challenge.challenge, challenge.maxnumber, signal);
  if (number === undefined) throw new Error('The challenge has no solution');
  const {algorithm, salt, signature} = challenge;
  const payload = btoa(JSON.stringify({algorithm, challenge: challenge.challenge, number, salt, signature}));
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return {payload, expiresAt: expires * 1000};
}

export type ProofKeeper = {
  /** Starts solving, unless a proof is already being solved or ready. */
  prepare: () => void;
  /**
   * The proof for one submission (each is good for one row), waiting for it at most `waitMs`
   * (PROOF_WAIT_MS unless given);
   * undefined when there is none in time, so the form still sends: without a proof the row is
   * stored as long as the hourly limit has room.
   */
  take: (waitMs?: number) => Promise<string | undefined>;
  /** Stops any solving (the form went away). */
  stop: () => void;
};

export function createProofKeeper(
  config: BackendConfig,
  solve: typeof solveProof = solveProof,
  now: () => number = Date.now,
): ProofKeeper {
  let current: Promise<Proof> | undefined;
  const controller = new AbortController();
  const prepare = () => {
    if (current || controller.signal.aborted) return;
    const solving = solve(config, controller.signal);
    current = solving;
    // A failed attempt (offline, an older backend without challenges) is tried again next time.
    solving.catch(() => {
      if (current === solving) current = undefined;
    });
  };
  const take = async (waitMs: number, renewExpired = true): Promise<string | undefined> => {
    prepare();
    const pending = current;
    current = undefined;
    if (!pending) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = Symbol('out of time');
    const proof = await Promise.race([
      pending,
      new Promise<typeof outOfTime>((resolve) => (timer = setTimeout(() => resolve(outOfTime), waitMs))),
    ])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
    if (proof === outOfTime) {
      // Still solving: keep it for the next submission.
      current ??= pending;
      return undefined;
    }
    if (!proof) return undefined;
    if (proof.expiresAt - now() > EXPIRY_MARGIN_MS) return proof.payload;
    // Solved long ago (the page stayed open): once more with a new challenge.
    return renewExpired ? take(waitMs, false) : undefined;
  };
  return {prepare, take: (waitMs = PROOF_WAIT_MS) => take(waitMs), stop: () => controller.abort()};
}
