// A real visitor's submission, through the form's own code (src/contact: validation, the attempt
// id, the proof of work solved by src/contact/findProofNumber.ts, the supabase-js insert), from an address of its
// own. The proof is solved after "focus" and before the send, so the time measured includes it;
// on the site it is solved while the visitor types.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {fetchFrom} from './loopback-clients.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const {validateContact, toRow} = jiti(path.join(siteDir, 'src/contact/schema.ts'));
const {attemptFor} = jiti(path.join(siteDir, 'src/contact/attempt.ts'));
const {createProofKeeper, PROOF_WAIT_MS} = jiti(path.join(siteDir, 'src/contact/proofOfWork.ts'));
const {insertSubmission} = jiti(path.join(siteDir, 'src/contact/submitContact.ts'));

// supabase-js 2.119 refuses to start on Node 20 without a WebSocket class; the form never opens
// a realtime channel, so one that fails loudly if used is enough.
globalThis.WebSocket ??= /** @type {any} */ (
  class {
    constructor() {
      throw new Error('Realtime is not used by the contact form');
    }
  }
);

/**
 * One submission; resolves with whether it was stored and how long it took, proof included.
 * Visits run one at a time: the form's requests go out through fetch, pointed at the address.
 * @param {{url: string, anonKey: string}} backend @param {string} address @param {string} email
 */
export async function visit(backend, address, email) {
  const started = performance.now();
  const ownFetch = globalThis.fetch;
  globalThis.fetch = fetchFrom(address);
  try {
    const validation = validateContact({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      company: 'Visitor',
      message: 'We build an SAP add-on and want to co-sell.',
    });
    if (!validation.ok) throw new Error(`The bench visitor's own values are invalid: ${validation.message}`);
    const keeper = createProofKeeper(backend);
    keeper.prepare();
    const proof = await keeper.take(PROOF_WAIT_MS);
    const row = toRow(validation.data, attemptFor(undefined, validation.data).id);
    const {error} = await insertSubmission(row, backend, proof);
    return {stored: !error, proved: Boolean(proof), ms: performance.now() - started, error};
  } finally {
    globalThis.fetch = ownFetch;
  }
}
