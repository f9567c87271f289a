// The contact form's limits live in the database (supabase/migrations/*_contact_rate_limits.sql,
// table private.contact_rate_limits). Tests, benchmarks and the browser tests' backend send far
// more submissions from one address than a visitor may, so they raise the numbers here; `npm run
// dev` and `npm run backend` keep the shipped defaults unless LOCAL_BACKEND_RATE_LIMITS says
// otherwise (docs/local-backend.md).

export const RATE_LIMIT_NAMES = /** @type {const} */ (['client_address', 'email', 'all_clients']);

/** @typedef {Partial<Record<(typeof RATE_LIMIT_NAMES)[number], number>>} RateLimits */

/**
 * Generous numbers for automated traffic from one address: no test comes near them.
 * @type {RateLimits}
 */
export const RAISED_RATE_LIMITS = {client_address: 1_000_000, email: 1_000_000, all_clients: 1_000_000};

/**
 * Parses `client_address=1000,email=1000,all_clients=100000` (any subset).
 * @param {string} text
 * @param {string} source named in the error message
 * @returns {RateLimits}
 */
export function parseRateLimits(text, source) {
  /** @type {RateLimits} */
  const limits = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z_]+)=(\d+)$/.exec(entry);
    const name = /** @type {(typeof RATE_LIMIT_NAMES)[number]} */ (match?.[1]);
    if (!match || !RATE_LIMIT_NAMES.includes(name) || !Number.isSafeInteger(Number(match[2]))) {
      throw new Error(
        `${source} must look like client_address=1000,email=1000,all_clients=100000 (names: ${RATE_LIMIT_NAMES.join(', ')}), got "${entry}"`,
      );
    }
    limits[name] = Number(match[2]);
  }
  return limits;
}

/** @param {RateLimits} limits */
export function formatRateLimits(limits) {
  return Object.entries(limits)
    .map(([name, max]) => `${name}=${max}`)
    .join(',');
}

/**
 * Sets max_submissions of the named limits, as the table owner.
 * @param {import('./database.mjs').Queryable} db
 * @param {RateLimits} limits
 */
export async function setRateLimits(db, limits) {
  for (const [name, max] of Object.entries(limits)) {
    const {rows} = await db.query(
      'update private.contact_rate_limits set max_submissions = $2 where name = $1 returning name',
      [name, max],
    );
    if (rows.length !== 1) throw new Error(`No contact rate limit named ${name} in private.contact_rate_limits`);
  }
}
