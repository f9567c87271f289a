/**
 * Visitors read each kind of partner through translate() (src/partners/categoryText.ts); the build
 * and the writers read ./categories.ts. In English the two must say the same.
 */
import {PARTNER_CATEGORIES} from '@site/src/partners/categories';
import {categoryText} from '@site/src/partners/categoryText';
import {seen} from '@site/tests/unit/support/pseudoTranslate';

jest.mock('@docusaurus/Translate', () => jest.requireActual('@site/tests/unit/support/pseudoTranslate'));

const unwrap = (text: string) => text.replace(/^⟪|⟫$/g, '');

describe('categoryText', () => {
  it.each(PARTNER_CATEGORIES.map((category) => [category.slug, category] as const))(
    '%s reads as categories.ts writes it, through two messages of its own',
    (slug, {label, summary}) => {
      seen.clear();
      const text = categoryText(slug);
      expect({label: unwrap(text.label), summary: unwrap(text.summary)}).toEqual({label, summary});
      expect([...seen.values()]).toEqual([label, summary]);
    },
  );

  it('gives every kind its own ids', () => {
    seen.clear();
    for (const {slug} of PARTNER_CATEGORIES) categoryText(slug);
    expect(seen.size).toBe(PARTNER_CATEGORIES.length * 2);
  });
});
