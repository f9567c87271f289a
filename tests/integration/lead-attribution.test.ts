// Migration 20261128300000 (where each lead came from) on a real PostgreSQL 15 server and on
// PGlite: the form's attribution is stored as sent; what a campaign link can put there is cleaned,
// never a reason to lose the lead; the columns' kinds and limits are those of ATTRIBUTION_FIELDS;
// the report counts as leadChannel() names; erasure and retention take the attribution with the row.
import './support/native-pglite';
import {randomUUID} from 'node:crypto';
import type {Database} from '../../local-backend/database.mjs';
import {ATTRIBUTION_FIELDS} from '../../supabase/functions/_shared/contact-fields.mjs';
import {leadChannel} from '../../supabase/functions/_shared/lead-source.mjs';
import {toRow} from '../../src/contact/schema';
import {asRole, insertRowAsAnon} from './support/anon';
import {DATABASE_TARGETS, openedWithRaisedLimits} from './support/databases';
import {submissionRow} from './support/submissions';

const VISITOR = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We would like to partner with you.',
};

describe.each(DATABASE_TARGETS)('lead attribution on %s', (_name, openTarget) => {
  const target = openedWithRaisedLimits(openTarget);
  let db: Database;
  beforeAll(() => {
    db = target.db;
  });

  /** Inserts as anon, as the form does, and reads back the attribution columns as the owner. */
  const store = async (attribution: Record<string, unknown>) => {
    const row = {...submissionRow(), submission_id: randomUUID(), ...attribution};
    await insertRowAsAnon(db, row);
    const columns = ATTRIBUTION_FIELDS.map((field) => field.column).join(', ');
    const {rows} = await db.query(`select ${columns} from public.contact_submissions where submission_id = $1`, [
      row.submission_id,
    ]);
    expect(rows).toHaveLength(1);
    return rows[0] as Record<string, string | null>;
  };

  it("stores the form's row with where the visit came from", async () => {
    const row = toRow(VISITOR, randomUUID(), 'de', {
      landingPage: '/de/partners/grayscale',
      referrerHost: 'www.linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'sapphire-2027',
      utmTerm: 'sap partner',
      utmContent: 'banner-a',
      formPage: '/de/join-ecosystem',
    });
    await insertRowAsAnon(db, {...row, email: `ada.${randomUUID()}@example.com`});
    const {rows} = await db.query(
      `select landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, form_page
         from public.contact_submissions where submission_id = $1`,
      [row.submission_id],
    );
    expect(rows).toEqual([
      {
        landing_page: '/de/partners/grayscale',
        referrer_host: 'www.linkedin.com',
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'sapphire-2027',
        utm_term: 'sap partner',
        utm_content: 'banner-a',
        form_page: '/de/join-ecosystem',
      },
    ]);
  });

  it('stores a lead from a form that sends no attribution (built before it), with every column NULL', async () => {
    const stored = await store({});
    expect(Object.values(stored).every((value) => value === null)).toBe(true);
  });

  it.each([
    [
      'a path keeps no query string or fragment',
      {landing_page: '/de/?email=ada@example.com#form'},
      {landing_page: '/de/'},
    ],
    ['a full address is not a path: dropped', {landing_page: 'https://evil.example/x'}, {landing_page: null}],
    ['a path with a space is malformed: dropped', {form_page: '/about us'}, {form_page: null}],
    ['a host is lower-cased', {referrer_host: ' WWW.LinkedIn.COM '}, {referrer_host: 'www.linkedin.com'}],
    ['an address is not a host: dropped', {referrer_host: 'https://x.example/path'}, {referrer_host: null}],
    [
      'a too-long host would name another site: dropped',
      {referrer_host: `${'a'.repeat(250)}.com`},
      {referrer_host: null},
    ],
    ['text is trimmed', {utm_campaign: '  spring launch  '}, {utm_campaign: 'spring launch'}],
    ['blank text is dropped', {utm_source: ' \u3000 '}, {utm_source: null}],
    ['a control character drops the value', {utm_content: 'a\u0007b'}, {utm_content: null}],
    ['a line break drops the value', {utm_term: 'line\nBcc: x@example.com'}, {utm_term: null}],
    ['text is cut in code points, never inside one', {utm_medium: '😀'.repeat(150)}, {utm_medium: '😀'.repeat(100)}],
    ['text is stored composed (NFC)', {utm_source: 'cafe\u0301'}, {utm_source: 'caf\u00e9'}],
  ])('cleans, never refuses: %s', async (_case, sent, expected) => {
    expect(await store(sent)).toMatchObject(expected);
  });

  it.each(ATTRIBUTION_FIELDS.map((field) => [field.column, field] as const))(
    '%s keeps what ATTRIBUTION_FIELDS says: its kind, at most its limit',
    async (column, {kind, limit}) => {
      const valid = {path: '/', host: 'example.com', text: 'x'}[kind];
      expect((await store({[column]: valid}))[column]).toBe(valid);
      const long = {path: `/${'p'.repeat(limit)}`, host: `${'h'.repeat(limit)}.com`, text: 't'.repeat(limit + 1)}[kind];
      const kept = (await store({[column]: long}))[column];
      // A host is never cut: one too long is no host at all.
      expect(kept).toBe(kind === 'host' ? null : long.slice(0, limit));
    },
  );

  it('anon may insert every attribution column but read none', async () => {
    const {rows} = await db.query(
      `select column_name from information_schema.column_privileges
        where grantee = 'anon' and privilege_type = 'INSERT' and table_name = 'contact_submissions'`,
    );
    const insertable = rows.map((row) => row.column_name);
    for (const {column} of ATTRIBUTION_FIELDS) expect(insertable).toContain(column);
    await expect(asRole(db, 'anon', 'select utm_campaign from public.contact_submissions')).rejects.toMatchObject({
      code: '42501',
    });
  });

  describe('the report', () => {
    const report = (since: string | null) =>
      asRole(db, 'service_role', 'select * from public.lead_attribution_report($1)', [since]);

    it('counts leads by source / medium, campaign, landing page and language, as leadChannel() names them', async () => {
      const campaign = `q1-${randomUUID()}`;
      const leads = [
        {
          utm_source: 'linkedin',
          utm_medium: 'social',
          utm_campaign: campaign,
          landing_page: '/de/partners/grayscale',
          locale: 'de',
        },
        {
          utm_source: 'linkedin',
          utm_medium: 'social',
          utm_campaign: campaign,
          landing_page: '/de/partners/grayscale',
          locale: 'de',
        },
        {utm_source: 'newsletter', utm_campaign: campaign, landing_page: '/', locale: 'en'},
        {referrer_host: 'news.example', landing_page: '/ja/', locale: 'ja'},
        {landing_page: '/pt-BR/', locale: 'pt-BR'},
        {},
      ];
      await db.query('delete from public.contact_submissions');
      for (const lead of leads) await store(lead);

      const rows = await report(null);
      const counted = (dimension: string) =>
        Object.fromEntries(
          rows.filter((row) => row.dimension === dimension).map((row) => [row.value, Number(row.leads)]),
        );
      expect(counted('all leads')).toEqual({'': 6});
      const channels: Record<string, number> = {};
      for (const lead of leads) {
        const {source, medium} = leadChannel(lead);
        const channel = source === '(not recorded)' ? source : `${source} / ${medium}`;
        channels[channel] = (channels[channel] ?? 0) + 1;
      }
      expect(counted('source / medium')).toEqual(channels);
      expect(channels).toEqual({
        'linkedin / social': 2,
        'newsletter / (not set)': 1,
        'news.example / referral': 1,
        '(direct) / (none)': 1,
        '(not recorded)': 1,
      });
      expect(counted('campaign')).toEqual({[campaign]: 3, '(none)': 3});
      expect(counted('landing page')).toEqual({
        '/de/partners/grayscale': 2,
        '/': 1,
        '/ja/': 1,
        '/pt-BR/': 1,
        '(not recorded)': 1,
      });
      expect(counted('language')).toEqual({de: 2, en: 1, ja: 1, 'pt-BR': 1, '(not given)': 1});
      // Each dimension from most leads down.
      expect(rows[1]).toMatchObject({dimension: 'source / medium', value: 'linkedin / social'});
    });

    it('counts from a day on (UTC)', async () => {
      await db.query(
        `update public.contact_submissions set created_at = '2026-01-31T23:59:59Z' where utm_source = 'newsletter'`,
      );
      const since = await report('2026-02-01');
      expect(since.find((row) => row.dimension === 'all leads')).toMatchObject({leads: expect.anything()});
      expect(Number(since.find((row) => row.dimension === 'all leads')!.leads)).toBe(5);
      expect(since.some((row) => row.value.startsWith('newsletter'))).toBe(false);
    });

    it.each(['anon', 'authenticated'])('is refused to %s', async (role) => {
      await expect(asRole(db, role, 'select * from public.lead_attribution_report()')).rejects.toMatchObject({
        code: '42501',
      });
    });
  });

  it('erasing a lead and the retention job take its attribution with the row', async () => {
    const campaign = `gone-${randomUUID()}`;
    const erased = submissionRow({email: `erase.${randomUUID()}@example.com`});
    await insertRowAsAnon(db, {...erased, utm_campaign: campaign, landing_page: '/de/'});
    await asRole(db, 'service_role', 'select public.erase_contact_lead($1)', [erased.email]);

    const expired = submissionRow();
    await insertRowAsAnon(db, {...expired, utm_campaign: `${campaign}-old`, referrer_host: 'old.example'});
    const {rows} = await db.query(
      `update public.contact_submissions set created_at = now() - interval '10 years' where email = $1 returning id`,
      [expired.email],
    );
    await asRole(db, 'service_role', 'select public.claim_lead_notification($1)', [rows[0].id]);
    await asRole(db, 'service_role', 'select public.finish_lead_notification($1)', [rows[0].id]);
    await db.query('select private.delete_expired_contact_submissions()');

    const left = await db.query(
      `select count(*)::int as count from public.contact_submissions
        where utm_campaign like $1 or referrer_host = 'old.example'`,
      [`${campaign}%`],
    );
    expect(left.rows[0].count).toBe(0);
  });
});
