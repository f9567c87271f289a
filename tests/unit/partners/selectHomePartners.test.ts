import {MARQUEE_LIMIT, selectHomePartners} from '@site/src/partners/selectHomePartners';
import type {PartnerEntry} from '@site/src/partners/types';

const partner = (order: number, flags: Partial<Pick<PartnerEntry, 'members' | 'marquee'>> = {}): PartnerEntry => ({
  slug: `partner-${order}`,
  name: `Partner ${order}`,
  tagline: 'Helps SAP customers',
  category: 'coaching',
  permalink: `/partners/partner-${order}`,
  logo: {src: `/img/partners/partner-${order}.svg`, width: 200, height: 60},
  order,
  members: flags.members ?? false,
  marquee: flags.marquee ?? true,
  serviceRing: false,
});

describe('the partners the home page shows', () => {
  it('keeps the marquee to the first MARQUEE_LIMIT partners in document order, however many there are', () => {
    const entries = Array.from({length: 500}, (_, index) => partner(index + 1));
    const {marquee} = selectHomePartners(entries);
    expect(marquee).toHaveLength(MARQUEE_LIMIT);
    expect(marquee.map((entry) => entry.order)).toEqual(Array.from({length: MARQUEE_LIMIT}, (_, index) => index + 1));
  });

  it('skips partners that turned the marquee off, and shows every partner when there are fewer than the limit', () => {
    const entries = [partner(1), partner(2, {marquee: false}), partner(3)];
    expect(selectHomePartners(entries).marquee.map((entry) => entry.slug)).toEqual(['partner-1', 'partner-3']);
  });

  it('puts every member in the circle, wherever it sits in the order', () => {
    const entries = Array.from({length: 40}, (_, index) => partner(index + 1, {members: (index + 1) % 4 === 0}));
    expect(selectHomePartners(entries).members.map((entry) => entry.order)).toEqual([
      4, 8, 12, 16, 20, 24, 28, 32, 36, 40,
    ]);
  });
});
