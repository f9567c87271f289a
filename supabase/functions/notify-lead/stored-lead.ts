// The submission a webhook call names, read from public.contact_submissions by its id with the
// service role key. The webhook's payload carries a copy of the row, but whoever holds the
// webhook secret could write anything there: the e-mail shows only what the table holds.
import type {LeadRecord} from './lead-email.ts';
import type {ServiceRest} from './service-rest.ts';

/** The stored row, or undefined when no submission has this id. */
export type LeadReader = (id: number) => Promise<LeadRecord | undefined>;

const COLUMNS = ['id', 'created_at', 'first_name', 'last_name', 'email', 'company', 'message'] as const;
const TEXT_COLUMNS = ['first_name', 'last_name', 'email', 'company', 'message'] as const;

export function restLeadReader(rest: ServiceRest): LeadReader {
  return async (id) => {
    const answer = await rest.request(`/rest/v1/contact_submissions?select=${COLUMNS.join(',')}&id=eq.${id}`);
    if (!Array.isArray(answer)) throw new Error(`contact_submissions answered ${JSON.stringify(answer)}`);
    if (answer.length === 0) return undefined;
    const row = answer[0] as Record<string, unknown>;
    if (answer.length > 1 || Number(row.id) !== id)
      throw new Error(`contact_submissions answered another row than ${id}`);
    for (const column of TEXT_COLUMNS) {
      if (typeof row[column] !== 'string') throw new Error(`submission ${id}: ${column} is not text`);
    }
    return {...(row as unknown as LeadRecord), id};
  };
}
