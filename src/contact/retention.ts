// How long a lead is kept. The form tells the visitor this number, and the database deletes
// submissions once they are this old (private.contact_retention.keep_months, migration
// 20261128200000_contact_lead_retention.sql). tests/integration/lead-retention-rules.test.ts
// fails when the migrated database and this constant disagree: change both together
// (docs/erasure-and-retention.md, "Changing the retention period").

/** Months a contact submission is kept after it arrives. The form's sentence says "N months". */
export const LEAD_RETENTION_MONTHS = 24;
