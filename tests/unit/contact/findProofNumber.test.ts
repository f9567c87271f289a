/**
 * @jest-environment node
 */
// The proof-of-work search: it finds the one number the challenge hides (the database's hash of
// salt and number), says so when there is none, stops when the form goes away, and never holds the
// page for long while it works.
import {createHash} from 'node:crypto';
import {findProofNumber} from '../../../src/contact/findProofNumber';

const SALT = '0123456789abcdef01234567?expires=1900000000&';
const hide = (number: number) => createHash('sha256').update(`${SALT}${number}`).digest('hex');

it.each([0, 7, 999, 10_000])('finds the number %i, up to the largest allowed', async (number) => {
  await expect(findProofNumber(SALT, hide(number), 10_000)).resolves.toBe(number);
});

it('finds nothing when the number is past the largest allowed', async () => {
  await expect(findProofNumber(SALT, hide(2001), 2000)).resolves.toBeUndefined();
});

it('lets other work run while it searches, and stops when aborted', async () => {
  const controller = new AbortController();
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    if (ticks === 3) controller.abort();
  }, 1);
  const found = await findProofNumber(SALT, hide(50_000_000), 50_000_000, controller.signal);
  clearInterval(timer);
  expect(found).toBeUndefined();
  expect(ticks).toBeGreaterThanOrEqual(3);
});
