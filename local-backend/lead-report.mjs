// `npm run submissions -- --report [--since YYYY-MM-DD]`: leads counted by source / medium, by
// campaign, by landing page and by language. The counting is public.lead_attribution_report
// (*_contact_lead_attribution.sql), the same function the runbook calls on hosted Supabase
// (docs/lead-attribution.md), so the two can never count differently.
import {describeLanguage} from '../supabase/functions/_shared/languages.mjs';
import {openOrAskBackend} from './open-or-ask-backend.mjs';
import {submissionsTableExists} from './read-submissions.mjs';
import {terminalSafe} from './submission-table.mjs';

/** @typedef {{dimension: string, value: string, leads: number}} ReportRow */

const HEADINGS = {
  'source / medium': 'By source / medium',
  campaign: 'By campaign',
  'landing page': 'By landing page',
  language: 'By language',
};

/**
 * @param {string | undefined} since a day, YYYY-MM-DD (UTC); undefined for every lead
 * @returns {string | undefined} the day, checked; undefined when none was given
 */
export function parseSince(since) {
  if (since === undefined) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== since) {
    throw new Error(
      `--since needs a day as YYYY-MM-DD, got ${JSON.stringify(since)}: npm run submissions -- --report --since 2026-11-01`,
    );
  }
  return since;
}

/**
 * The report's rows, from the database or through the backend that holds it.
 * @param {import('./config.mjs').LocalBackendConfig} config
 * @param {string | undefined} since
 * @returns {Promise<ReportRow[] | 'no table'>}
 */
export function readLeadReport(config, since) {
  return openOrAskBackend(config, {
    direct: async (db) => {
      if (!(await submissionsTableExists(db))) return 'no table';
      const {rows} = await db.query('select * from public.lead_attribution_report($1::date)', [since ?? null]);
      return rows.map((row) => ({...row, leads: Number(row.leads)}));
    },
    throughBackend: async ({url, serviceKey}) => {
      let response;
      try {
        response = await fetch(new URL('/rest/v1/rpc/lead_attribution_report', url), {
          method: 'POST',
          headers: {authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json'},
          body: JSON.stringify({since: since ?? null}),
        });
      } catch {
        return 'gone';
      }
      const body = await response.json().catch(() => undefined);
      if (response.status !== 200 || !Array.isArray(body)) {
        throw new Error(body?.message ?? `The local backend at ${url} answered ${response.status}`);
      }
      return body;
    },
  });
}

/**
 * @param {ReportRow[]} rows as the function orders them: the total first, then each dimension
 *   from most leads down
 * @param {string | undefined} since
 * @returns {string}
 */
export function formatLeadReport(rows, since) {
  const total = rows.find((row) => row.dimension === 'all leads')?.leads ?? 0;
  const lines = [`Leads ${since ? `since ${since} (UTC)` : 'in the table'}: ${total}`];
  for (const [dimension, heading] of Object.entries(HEADINGS)) {
    const counted = rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        label: terminalSafe(
          dimension === 'language' && !row.value.startsWith('(') ? describeLanguage(row.value) : row.value,
        ),
        leads: String(row.leads),
      }));
    if (counted.length === 0) continue;
    const width = Math.max(...counted.map((row) => [...row.label].length));
    lines.push(
      '',
      heading,
      ...counted.map((row) => `  ${row.label}${' '.repeat(width - [...row.label].length)}  ${row.leads.padStart(5)}`),
    );
  }
  return lines.join('\n');
}
