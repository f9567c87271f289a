// The submissions a call names, read from public.contact_submissions by id with the service role
// key. The webhook's payload carries a copy of the row, but whoever holds the webhook secret could
// write anything there: the e-mails show only what the table holds.
import {ATTRIBUTION_FIELDS, LEAD_COLUMNS, VISITOR_FIELDS} from '../_shared/contact-fields.mjs';
import type {LeadRecord} from './lead-email.ts';
import type {ServiceRest} from './service-rest.ts';

/** The stored row, or undefined when no submission has this id. */
export type LeadReader = (id: number) => Promise<LeadRecord | undefined>;
/** The stored rows among these ids, in no particular order; deleted ones are left out. */
export type LeadsReader = (ids: number[]) => Promise<LeadRecord[]>;

// Every column the e-mails show. Run the migrations before deploying this function: PostgREST
// refuses a select of a column it does not have (docs/lead-notifications.md).
const COLUMNS = LEAD_COLUMNS.join(',');
const TEXT_COLUMNS = VISITOR_FIELDS.map((field) => field.column);
const OPTIONAL_COLUMNS = ['locale', ...ATTRIBUTION_FIELDS.map((field) => field.column)];
// Ids per request: the list travels in the URL, which proxies cut at a few kilobytes.
const IDS_PER_READ = 100;

/** The rows of one answer, each checked to be a submission with one of the ids asked for. */
function checkedRows(answer: unknown, ids: number[]): LeadRecord[] {
  if (!Array.isArray(answer)) throw new Error(`contact_submissions answered ${JSON.stringify(answer)}`);
  const wanted = new Set(ids);
  return answer.map((found: Record<string, unknown>) => {
    const id = Number(found?.id);
    if (!wanted.delete(id)) throw new Error(`contact_submissions answered another row than ${ids.join(', ')}`);
    for (const column of TEXT_COLUMNS) {
      if (typeof found[column] !== 'string') throw new Error(`submission ${id}: ${column} is not text`);
    }
    for (const column of OPTIONAL_COLUMNS) {
      if (found[column] !== null && typeof found[column] !== 'string') {
        throw new Error(`submission ${id}: ${column} is neither text nor null`);
      }
    }
    return {...(found as unknown as LeadRecord), id};
  });
}

export function restLeadReader(rest: ServiceRest): LeadReader {
  return async (id) => {
    const answer = await rest.request(`/rest/v1/contact_submissions?select=${COLUMNS}&id=eq.${id}`);
    return checkedRows(answer, [id])[0];
  };
}

export function restLeadsReader(rest: ServiceRest): LeadsReader {
  return async (ids) => {
    const leads: LeadRecord[] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_READ) {
      const chunk = ids.slice(start, start + IDS_PER_READ);
      const answer = await rest.request(`/rest/v1/contact_submissions?select=${COLUMNS}&id=in.(${chunk.join(',')})`);
      leads.push(...checkedRows(answer, chunk));
    }
    return leads;
  };
}
