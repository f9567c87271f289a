import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {PARTNER_SLUGS} from './routes';

/** A partner page's "More partners" block. */
export const morePartners = (page: Page) => page.locator('main').getByRole('region', {name: 'More partners'});

/** Partner slugs in document `order`, read from the documents themselves. */
export const SLUGS_IN_ORDER = PARTNER_SLUGS.map((slug) => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../partners', `${slug}.mdx`), 'utf8');
  return {slug, order: Number(/^order:\s*(\d+)\s*$/m.exec(source)![1])};
})
  .sort((a, b) => a.order - b.order)
  .map(({slug}) => slug);

/** The three partners after `slug` in document order, wrapping around. */
export const nextThree = (slug: string) => {
  const index = SLUGS_IN_ORDER.indexOf(slug);
  return [1, 2, 3].map((step) => SLUGS_IN_ORDER[(index + step) % SLUGS_IN_ORDER.length]);
};
