// The columns of public.contact_submissions that carry what a visitor sent, named once for every
// runtime that reads or writes them: the browser form (src/contact), the local backend and
// `npm run submissions` (Node), and the notify-lead e-mails (Deno). JavaScript with JSDoc types,
// so all three import this one file; it lives in supabase/functions/_shared/ because a deployed
// function carries only what that folder holds (Supabase's place for code functions share).
// The migrations declare the same columns and limits: tests/integration/schema-drift.test.ts
// fails when the two disagree. Adding a column: here, one migration, and what really shows it.

/**
 * What the visitor types, in the form's order. `limit`: the most code points the column keeps,
 * after trimming (the migrations' CHECK constraints); `label`: how the team's e-mails and
 * listings name it, in English, the team's language.
 */
export const VISITOR_FIELDS = /** @type {const} */ ([
  {name: 'firstName', column: 'first_name', label: 'First name', limit: 100},
  {name: 'lastName', column: 'last_name', label: 'Last name', limit: 100},
  {name: 'email', column: 'email', label: 'E-mail', limit: 255},
  {name: 'company', column: 'company', label: 'Company', limit: 200},
  {name: 'message', column: 'message', label: 'Message', limit: 1000},
]);

/**
 * Where the visit came from: its first touch (the page it landed on, the referring site's host,
 * the campaign's utm_* parameters) and the page the form was sent from. The browser keeps them in
 * the tab's session storage (src/contact/attribution.ts); each is optional, and the database
 * cleans them rather than refusing a lead over them (*_contact_lead_attribution.sql): a value over
 * `limit` code points is cut, one with a control character or of the wrong shape is dropped.
 * `kind`: 'path' is a site path without query or fragment, 'host' a lower-case host name, 'text'
 * one line of text.
 */
export const ATTRIBUTION_FIELDS = /** @type {const} */ ([
  {name: 'landingPage', column: 'landing_page', label: 'Landing page', kind: 'path', limit: 300},
  {name: 'referrerHost', column: 'referrer_host', label: 'Referrer', kind: 'host', limit: 253},
  {name: 'utmSource', column: 'utm_source', label: 'utm_source', kind: 'text', limit: 100},
  {name: 'utmMedium', column: 'utm_medium', label: 'utm_medium', kind: 'text', limit: 100},
  {name: 'utmCampaign', column: 'utm_campaign', label: 'utm_campaign', kind: 'text', limit: 100},
  {name: 'utmTerm', column: 'utm_term', label: 'utm_term', kind: 'text', limit: 100},
  {name: 'utmContent', column: 'utm_content', label: 'utm_content', kind: 'text', limit: 100},
  {name: 'formPage', column: 'form_page', label: 'Form page', kind: 'path', limit: 300},
]);

/** The columns of a stored lead that the e-mails and listings read, in the order they show them. */
export const LEAD_COLUMNS = /** @type {const} */ ([
  'id',
  'created_at',
  ...VISITOR_FIELDS.map((field) => field.column),
  'locale',
  ...ATTRIBUTION_FIELDS.map((field) => field.column),
]);
