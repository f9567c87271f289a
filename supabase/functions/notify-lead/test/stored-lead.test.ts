import assert from 'node:assert/strict';
import type {ServiceRest} from '../service-rest.ts';
import {restLeadReader} from '../stored-lead.ts';

const stored = {
  id: 7,
  created_at: '2026-11-23T21:30:00+00:00',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy',
  message: 'Hello',
};

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
  return {paths, read: restLeadReader(rest)};
}

Deno.test('reads the row by id from the table, as PostgREST is asked for one', async () => {
  const {paths, read} = restAnswering([stored]);
  assert.deepEqual(await read(7), stored);
  assert.deepEqual(paths, [
    '/rest/v1/contact_submissions?select=id,created_at,first_name,last_name,email,company,message&id=eq.7',
  ]);
});

Deno.test('no row with that id: undefined', async () => {
  assert.equal(await restAnswering([]).read(7), undefined);
});

Deno.test('an answer that is not the row asked for is an error, never an e-mail', async () => {
  for (const answer of [null, {message: 'x'}, [{...stored, id: 8}], [stored, stored], [{...stored, message: null}]]) {
    await assert.rejects(restAnswering(answer).read(7), Error, JSON.stringify(answer));
  }
});
