/** Which failed sends are the visitor's input to correct, and which the form cannot store at all. */
import {isAlreadyStored, isRefusedInput} from '@site/src/contact/attempt';

describe('isRefusedInput', () => {
  it.each(['23514', '23502', '22001', '22021', '22P02'])('counts %s (what the table refuses in a value)', (code) => {
    expect(isRefusedInput({code, message: 'refused'})).toBe(true);
  });

  it.each([
    ['23505 (already stored)', {code: '23505'}],
    ['429 OMNIA429', {code: 'OMNIA429'}],
    ['a 5xx from PostgREST', {code: 'PGRST000'}],
    ['a network failure or the timeout (no code)', {code: '', message: 'TypeError: Failed to fetch'}],
    ['a refused key', {code: 'PGRST301'}],
    ['a missing column', {code: 'PGRST204'}],
    ['an array body', {code: 'OMNIA400'}],
    ['a proxy page without a code', {message: '<html>502 Bad Gateway</html>'}],
    ['no object at all', 'boom'],
  ])('does not count %s', (_, error) => {
    expect(isRefusedInput(error)).toBe(false);
  });

  it('leaves "already stored" to isAlreadyStored', () => {
    expect(isAlreadyStored({code: '23505'})).toBe(true);
    expect(isAlreadyStored({code: 23505})).toBe(false);
  });
});
