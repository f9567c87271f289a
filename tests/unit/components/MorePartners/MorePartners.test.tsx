import {render, screen, within} from '@testing-library/react';
import MorePartners from '@site/src/components/MorePartners';
import {partnersAfter} from '@site/src/components/MorePartners/partnersAfter';
import PartnerCard from '@site/src/components/PartnerCard';
import {allPartners} from '@site/src/partners/allPartners';

/** Thirteen partners in `order`, like the real directory: p1 … p13. */
const thirteen = Array.from({length: 13}, (_, index) => ({permalink: `/partners/p${index + 1}`}));
const slugs = (partners: {permalink: string}[]) =>
  partners.map((partner) => partner.permalink.replace('/partners/', ''));

describe('partnersAfter', () => {
  it('takes the next partners in order', () => {
    expect(slugs(partnersAfter(thirteen, '/partners/p2', 3))).toEqual(['p3', 'p4', 'p5']);
  });

  it('wraps around to the first partners at the end of the list', () => {
    expect(slugs(partnersAfter(thirteen, '/partners/p12', 3))).toEqual(['p13', 'p1', 'p2']);
    expect(slugs(partnersAfter(thirteen, '/partners/p13', 3))).toEqual(['p1', 'p2', 'p3']);
  });

  it('never lists the current partner, even when asked for more than there are others', () => {
    const others = partnersAfter(thirteen.slice(0, 3), '/partners/p2', 5);
    expect(slugs(others)).toEqual(['p3', 'p1']);
  });

  it('starts at the first partner for a page the directory does not know', () => {
    expect(slugs(partnersAfter(thirteen, '/partners/unknown', 2))).toEqual(['p1', 'p2']);
  });
});

describe('MorePartners', () => {
  // The unit-test directory fixture: Alpha, Beta, Gamma in that order.
  it('is a "More partners" section of cards for the other partners, in order after the current one', () => {
    render(<MorePartners currentPermalink="/partners/beta" />);
    const section = screen.getByRole('region', {name: 'More partners'});
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/partners/gamma', '/partners/alpha']);
    expect(within(section).queryByRole('link', {name: 'Beta'})).not.toBeInTheDocument();
  });

  it('shows three partners at most, and links to all partners', () => {
    render(<MorePartners currentPermalink="/partners/alpha" count={1} />);
    const section = screen.getByRole('region', {name: 'More partners'});
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('link', {name: 'View All Partners'})).toHaveAttribute('href', '/#partners');
  });

  it('shows nothing when there is no other partner to show', () => {
    const {container} = render(<MorePartners currentPermalink="/partners/alpha" count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PartnerCard', () => {
  const [alpha] = allPartners;

  it("links the partner's name, a heading, to the partner's page, with the tagline as plain text after it", () => {
    render(
      <ul>
        <PartnerCard partner={alpha} />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    const heading = within(card).getByRole('heading', {level: 3, name: 'Alpha'});
    const link = within(heading).getByRole('link', {name: 'Alpha'});
    expect(link).toHaveAttribute('href', '/partners/alpha');
    expect(within(card).getByText(alpha.tagline).tagName).toBe('P');
    expect(link).not.toHaveTextContent(alpha.tagline);
  });

  it('shows the logo as decoration, since the name is written under it', () => {
    const {container} = render(
      <ul>
        <PartnerCard partner={alpha} headingLevel={4} />
      </ul>,
    );
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('src', '/img/partners/alpha.svg');
    expect(logo).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', {level: 4, name: 'Alpha'})).toBeInTheDocument();
  });
});
