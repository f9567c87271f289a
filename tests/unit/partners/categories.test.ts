import {
  CATEGORY_SLUGS,
  PARTNER_CATEGORIES,
  categoryInfo,
  groupByCategory,
  type PartnerCategory,
} from '@site/src/partners/categories';
import {ICON_NAMES} from '@site/src/components/Icon';

const partner = (slug: string, category: PartnerCategory) => ({slug, category});

describe('partner categories', () => {
  it('use stable kebab-case values, each with its own label', () => {
    for (const slug of CATEGORY_SLUGS) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const labels = PARTNER_CATEGORIES.map((category) => category.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(CATEGORY_SLUGS).size).toBe(CATEGORY_SLUGS.length);
  });

  it('give every kind a summary sentence and an icon that exists', () => {
    for (const category of PARTNER_CATEGORIES) {
      expect(category.summary).toMatch(/^[A-Z].{20,}\.$/);
      expect(ICON_NAMES).toContain(category.icon);
    }
  });

  it('look a kind up by its value, and name the allowed values for an unknown one', () => {
    expect(categoryInfo('coaching').label).toBe('Coaching');
    expect(() => categoryInfo('payroll' as PartnerCategory)).toThrow(/allowed: recruiting-hiring, /);
  });
});

describe('groupByCategory', () => {
  it('groups in the categories’ order, keeps each partner’s order and leaves out empty kinds', () => {
    const groups = groupByCategory([
      partner('coach-a', 'coaching'),
      partner('hire-a', 'recruiting-hiring'),
      partner('hire-b', 'recruiting-hiring'),
    ]);
    expect(groups.map((group) => group.category.slug)).toEqual(['recruiting-hiring', 'coaching']);
    expect(groups[0].partners.map((entry) => entry.slug)).toEqual(['hire-a', 'hire-b']);
    expect(groups[1].partners.map((entry) => entry.slug)).toEqual(['coach-a']);
  });

  it('returns nothing for no partners', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});
