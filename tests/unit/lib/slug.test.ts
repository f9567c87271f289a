/** One rule for the names the site suggests and gives files (src/lib/slug.ts). */
import {toSlug} from '@site/src/lib/slug';

describe('a slug', () => {
  it.each([
    ['Acme Payroll', 'acme-payroll'],
    ['Crème Brûlée (2)', 'creme-brulee-2'],
    ['IMG_4032', 'img-4032'],
    ['  --Madrid  Summit--  ', 'madrid-summit'],
    ['大阪', ''],
  ])('of %j is %j', (text, slug) => expect(toSlug(text)).toBe(slug));
});
