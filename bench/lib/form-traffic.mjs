// Contact-form traffic for autocannon: every request carries a unique token (in the e-mail
// address), so after the run each 201 can be matched with a stored row and nothing acknowledged
// can go missing unnoticed.
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';

/**
 * @typedef {'valid' | 'invalid'} Kind
 * @typedef {{
 *   sent: Record<Kind, number>,
 *   answers: Record<Kind, Record<string, number>>,
 *   acknowledged: Set<string>,
 *   result: LoadResult,
 * }} Traffic
 * @typedef {{errors: number, timeouts: number, requests: {average: number}, latency: {p50: number, p99: number}}} LoadResult
 *   the parts of autocannon's result used here
 */

/**
 * @param {{url: string, anonKey: string, seconds: number, connections: number, mixed: boolean, runId: string}} options
 *   mixed: every connection alternates a valid row and a row with an empty first_name
 * @returns {Promise<Traffic>}
 */
export async function sendFormTraffic({url, anonKey, seconds, connections, mixed, runId}) {
  /** @type {Traffic['sent']} */
  const sent = {valid: 0, invalid: 0};
  /** @type {Traffic['answers']} */
  const answers = {valid: {}, invalid: {}};
  const acknowledged = new Set();
  let sequence = 0;

  /** @param {Kind} kind */
  const request = (kind) => ({
    method: 'POST',
    path: '/rest/v1/contact_submissions',
    setupRequest: (/** @type {object} */ req, /** @type {{token?: string}} */ context) => {
      const token = `${runId}-${kind}-${(sequence += 1)}`;
      // autocannon keeps one context per connection, and a connection has one request in flight.
      context.token = token;
      sent[kind] += 1;
      return {...req, body: JSON.stringify(submission(kind, token))};
    },
    onResponse: (/** @type {number} */ status, /** @type {string} */ _body, /** @type {{token: string}} */ context) => {
      answers[kind][status] = (answers[kind][status] ?? 0) + 1;
      if (status === 201) acknowledged.add(context.token);
    },
  });

  /** @type {LoadResult} */
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
      'content-type': 'application/json',
      'content-profile': 'public',
    },
    requests: mixed ? [request('valid'), request('invalid')] : [request('valid')],
  });
  return {sent, answers, acknowledged, result};
}

/**
 * What the form sends; the invalid one fails the table's CHECK on first_name (400 from the backend).
 * @param {Kind} kind
 * @param {string} token
 */
export function submission(kind, token) {
  return {
    first_name: kind === 'valid' ? 'Load' : '',
    last_name: 'Test',
    email: `${token}@bench.example.com`,
    company: 'Omnia benchmark',
    message: 'A contact-form submission sent by bench/form-load.mjs to measure the local backend.',
  };
}

/**
 * The token of a stored row, or undefined for rows this run did not send.
 * @param {{email: string}} row
 */
export function tokenOf(row) {
  return row.email.endsWith('@bench.example.com') ? row.email.slice(0, -'@bench.example.com'.length) : undefined;
}
