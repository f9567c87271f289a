// `npm run submissions -- --erase <address>`: erases one lead by calling the database's own
// public.erase_contact_lead (migration 20261128100000), the function the hosted runbook calls, so
// there is one implementation of what erasure removes (docs/erasure-and-retention.md). Like the
// listing, it opens the database itself when it can, and otherwise asks the backend that holds the
// PGlite data directory: POST /rest/v1/rpc/erase_contact_lead with the service key, which the
// backend runs as service_role.
import {openOrAskBackend} from './open-or-ask-backend.mjs';
import {terminalSafe} from './submission-table.mjs';

/** @typedef {Record<string, number>} ErasedRows rows removed, per table, in the function's order */

/**
 * @param {import('./config.mjs').LocalBackendConfig} config
 * @param {string} address
 * @returns {Promise<ErasedRows>}
 */
export function eraseLead(config, address) {
  return openOrAskBackend(config, {
    direct: async (db) => {
      try {
        const {rows} = await db.query('select public.erase_contact_lead($1)::text as erased', [address]);
        return JSON.parse(rows[0].erased);
      } catch (error) {
        throw refusal(error) ?? error;
      }
    },
    throughBackend: (server) => eraseThroughBackend(server, address),
  });
}

/**
 * @param {import('./server-file.mjs').ServerInfo} server
 * @param {string} address
 * @returns {Promise<ErasedRows | 'gone'>} 'gone' when the backend stopped meanwhile
 */
async function eraseThroughBackend({url, serviceKey}, address) {
  let response;
  try {
    response = await fetch(new URL('/rest/v1/rpc/erase_contact_lead', url), {
      method: 'POST',
      headers: {authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json'},
      body: JSON.stringify({address}),
    });
  } catch {
    return 'gone';
  }
  const body = await response.json().catch(() => undefined);
  if (response.status === 404 && body?.code === 'PGRST202') throw notMigrated();
  if (response.status !== 200 || typeof body !== 'object' || body === null) {
    throw new ErasureRefusedError(
      body?.message ?? `The local backend at ${url} answered ${response.status}`,
      body?.hint,
    );
  }
  return body;
}

/**
 * The database's own answer to a bad request, worded for the operator.
 * @param {any} error
 * @returns {Error | undefined}
 */
function refusal(error) {
  // 42883, no such function: a data directory that no backend has migrated yet.
  if (error?.code === '42883') return notMigrated();
  if (error?.code === '22023') return new ErasureRefusedError(error.message, error.hint);
  return undefined;
}

const notMigrated = () =>
  new ErasureRefusedError(
    'This database has no erase_contact_lead function: start the local backend once, so it applies the migrations.',
    undefined,
  );

/**
 * What the command prints: one line per table, and a note when no submission had the address.
 * @param {string} address as the operator typed it
 * @param {ErasedRows} erased
 */
export function formatErasure(address, erased) {
  const width = Math.max(...Object.keys(erased).map((table) => table.length));
  const lines = Object.entries(erased).map(
    ([table, removed]) => `  ${table.padEnd(width)}  ${removed} ${removed === 1 ? 'row' : 'rows'} removed`,
  );
  const none = erased['public.contact_submissions'] === 0 ? ['No submission had this address.'] : [];
  return [`Erased ${terminalSafe(address)}:`, ...lines, ...none].join('\n');
}

/** The database refused the request (no address, a database without the migration). */
export class ErasureRefusedError extends Error {
  /**
   * @param {string} message
   * @param {string | undefined} hint
   */
  constructor(message, hint) {
    super(hint ? `${message}\n${hint}` : message);
    this.name = 'ErasureRefusedError';
  }
}
