import assert from 'node:assert/strict';
import type {ServiceRest} from '../service-rest.ts';
import {restLeadReader, restLeadsReader} from '../stored-lead.ts';

const stored = {
  id: 7,
  created_at: '2026-11-23T21:30:00+00:00',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  message: 'Hello',
  locale: 'ja',
  landing_page: '/ja/partners/grayscale',
  referrer_host: null,
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'sapphire-2027',
  utm_term: null,
  utm_content: null,
  form_page: '/ja/join-ecosystem',
};

// Written out, not derived: the request PostgREST is sent is the contract under test.
const SELECT =
  'select=id,created_at,first_name,last_name,email,company,message,locale,' +
  'landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,form_page';

/** A REST API that answers every request with `answer` and remembers the paths asked for. */
function restAnswering(answer: unknown) {
  const paths: string[] = [];
  const rest: ServiceRest = {
    request(path, init) {
      assert.equal(init?.method ?? 'GET', 'GET');
      paths.push(path);
      return Promise.resolve(answer);
    },
  };
  return {paths, read: restLeadReader(rest), readMany: restLeadsReader(rest)};
}

Deno.test('reads the row by id from the table, as PostgREST is asked for one', async () => {
  const {paths, read} = restAnswering([stored]);
  assert.deepEqual(await read(7), stored);
  assert.deepEqual(paths, [`/rest/v1/contact_submissions?${SELECT}&id=eq.7`]);
});

Deno.test('reads a row without a language (NULL) as it is', async () => {
  assert.deepEqual(await restAnswering([{...stored, locale: null}]).read(7), {...stored, locale: null});
});

Deno.test('no row with that id: undefined', async () => {
  assert.equal(await restAnswering([]).read(7), undefined);
});

Deno.test('an answer that is not the row asked for is an error, never an e-mail', async () => {
  for (const answer of [
    null,
    {message: 'x'},
    [{...stored, id: 8}],
    [stored, stored],
    [{...stored, message: null}],
    [{...stored, locale: 5}],
    [{...stored, locale: undefined}],
    [{...stored, utm_campaign: 5}],
    [{...stored, form_page: undefined}],
  ]) {
    await assert.rejects(restAnswering(answer).read(7), Error, JSON.stringify(answer));
  }
});

Deno.test('reads the rows of a summary by id, at most 100 ids per request', async () => {
  const ids = Array.from({length: 150}, (_, index) => index + 1);
  const paths: string[] = [];
  const readMany = restLeadsReader({
    request(path) {
      paths.push(path);
      const asked = /id=in\.\(([\d,]+)\)$/.exec(path)![1].split(',').map(Number);
      return Promise.resolve(asked.filter((id) => id !== 7).map((id) => ({...stored, id})));
    },
  });
  const leads = await readMany(ids);
  assert.deepEqual(
    leads.map((lead) => lead.id),
    ids.filter((id) => id !== 7),
  );
  assert.deepEqual(paths, [
    `/rest/v1/contact_submissions?${SELECT}&id=in.(${ids.slice(0, 100).join(',')})`,
    `/rest/v1/contact_submissions?${SELECT}&id=in.(${ids.slice(100).join(',')})`,
  ]);
});

Deno.test('a summary read that answers other rows, the same row twice or no text is an error', async () => {
  for (const answer of [null, [{...stored, id: 9}], [stored, stored], [{...stored, company: 5}]]) {
    await assert.rejects(restAnswering(answer).readMany([7, 8]), Error, JSON.stringify(answer));
  }
  assert.deepEqual(await restAnswering([]).readMany([7]), []);
});
