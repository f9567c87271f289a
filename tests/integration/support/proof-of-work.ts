// Solving the contact form's proof of work in Node, as an attacker or a test would: the same
// brute force as the browser's solver, with Node's native SHA-256.
import {createHash} from 'node:crypto';
import type {Queryable} from '../../../local-backend/database.mjs';

export type Challenge = {algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string};

/** The secret number behind a challenge: every candidate from 0 up, as ALTCHA's solvers do. */
export function solve({challenge, salt, maxnumber}: Challenge): number {
  for (let number = 0; number <= maxnumber; number += 1) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) return number;
  }
  throw new Error(`No solution up to ${maxnumber}`);
}

/** ALTCHA's payload: the challenge with its solution, JSON in base64. */
export function proofPayload(challenge: Challenge, number = solve(challenge)): string {
  const {algorithm, salt, signature} = challenge;
  return Buffer.from(JSON.stringify({algorithm, challenge: challenge.challenge, number, salt, signature})).toString(
    'base64',
  );
}

/** A new challenge, asked for as anon the way the form asks. */
export async function newChallenge(db: {transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>}) {
  return db.transaction(async (tx) => {
    await tx.query('set local role anon');
    return (await tx.query('select public.contact_form_challenge() as challenge')).rows[0].challenge as Challenge;
  });
}
