// The `Prefer` header of an insert, limited to what the local backend implements. PostgREST
// would act on the other preferences (tx=rollback, missing=default, count=…); silently ignoring
// them here would let a test pass locally that fails in production, so they are refused.
import {GatewayError} from './postgrest-errors.mjs';

const IMPLEMENTED = new Set([
  'return=minimal',
  'return=representation',
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'handling=lenient',
  'handling=strict',
]);

/**
 * @typedef {{returnRows: boolean, resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined}} InsertPreferences
 * @param {string | string[] | undefined} header
 * @returns {InsertPreferences}
 */
export function parsePrefer(header) {
  const values = [header ?? []]
    .flat()
    .flatMap((line) => line.split(','))
    .map((value) => value.trim().replace(/\s*=\s*/, '='))
    .filter(Boolean);
  const unknown = values.filter((value) => !IMPLEMENTED.has(value));
  if (unknown.length > 0) {
    throw new GatewayError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${unknown.join(', ')}`,
      hint: `The local backend implements only these preferences: ${[...IMPLEMENTED].join(', ')}`,
    });
  }
  const resolution = values.find((value) => value.startsWith('resolution='))?.slice('resolution='.length);
  return {
    returnRows: values.includes('return=representation'),
    resolution: /** @type {InsertPreferences['resolution']} */ (resolution),
  };
}
