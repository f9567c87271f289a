import {render, screen, within} from '@testing-library/react';
import PartnerIndex from '@site/src/components/PartnerIndex';
import {cardColumns} from '@site/src/components/PartnerIndex/CategoryGroup';
import {allPartners} from '@site/src/partners/allPartners';

describe('the /partners index', () => {
  it('lists every partner of the directory under its kind, linking to its page', () => {
    render(<PartnerIndex />);
    // The unit-test directory: Alpha and Gamma recruit, Beta coaches.
    const recruiting = screen.getByRole('region', {name: 'Recruiting and hiring'});
    const coaching = screen.getByRole('region', {name: 'Coaching'});
    expect(
      within(recruiting)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpha', 'Gamma']);
    expect(within(coaching).getByRole('link', {name: 'Beta'})).toHaveAttribute('href', '/partners/beta');
    for (const partner of allPartners) {
      expect(screen.getByRole('link', {name: partner.name})).toHaveAttribute('href', partner.permalink);
      expect(screen.getByText(partner.tagline)).toBeInTheDocument();
    }
  });

  it('shows no section for a kind without partners', () => {
    render(<PartnerIndex />);
    expect(screen.queryByRole('region', {name: 'Benefits'})).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Recruiting and hiring',
      'Coaching',
      'Ready to partner with us?',
    ]);
  });

  it('opens with the h1 and links from the hero to each kind, with its count', () => {
    render(<PartnerIndex />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('The partners we grow with in the SAP ecosystem');
    const nav = screen.getByRole('navigation', {name: 'Partner categories'});
    expect(within(nav).getByRole('link', {name: /^Recruiting and hiring ?, 2 partners$/})).toHaveAttribute(
      'href',
      '#recruiting-hiring',
    );
    expect(within(nav).getByRole('link', {name: /^Coaching ?, 1 partner$/})).toHaveAttribute('href', '#coaching');
    expect(screen.getByRole('region', {name: 'Coaching'})).toHaveAttribute('id', 'coaching');
  });

  it('closes with the call to action to /join-ecosystem', () => {
    render(<PartnerIndex />);
    expect(screen.getByRole('link', {name: "Let's partner together"})).toHaveAttribute('href', '/join-ecosystem');
  });
});

describe('cardColumns', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [8, 2],
    [9, 3],
  ])('puts %i cards in rows of %i', (count, columns) => {
    expect(cardColumns(count)).toBe(columns);
  });
});
