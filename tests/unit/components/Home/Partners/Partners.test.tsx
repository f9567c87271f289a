import {render, screen, within} from '@testing-library/react';
import Partners, {memberAngle} from '@site/src/components/Home/Partners';
import {memberPartners} from '@site/src/partners/homePagePartners';

describe('Omnia Members', () => {
  it('is the #partners section titled "Omnia Members"', () => {
    render(<Partners />);
    const section = screen.getByRole('region', {name: 'Omnia Members'});
    expect(section).toHaveAttribute('id', 'partners');
  });

  it('links every member logo to its partner page, named by the partner', () => {
    render(<Partners />);
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(memberPartners.map((partner) => partner.name)).toEqual(['Alpha', 'Beta']); // the fixture's members
    expect(links.map((link) => link.getAttribute('href'))).toEqual(memberPartners.map((partner) => partner.permalink));
    for (const partner of memberPartners) {
      expect(within(list).getByRole('link', {name: partner.name})).toHaveAttribute('href', partner.permalink);
    }
  });

  it('places member i at i × 360 / n degrees on the circle', () => {
    render(<Partners />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.style.getPropertyValue('--angle'))).toEqual(['0deg', '180deg']);
  });

  it.each([
    [0, 11, 0],
    [1, 11, 360 / 11],
    [10, 11, (10 * 360) / 11],
    [3, 4, 270],
  ])('angle of item %i of %i is %f degrees', (index, count, degrees) => {
    expect(memberAngle(index, count)).toBeCloseTo(degrees, 10);
  });

  it('ends with the call to action to /join-ecosystem, and a way to every partner on /partners', () => {
    render(<Partners />);
    expect(screen.getByRole('link', {name: 'Ready to partner with us? Contact us'})).toHaveAttribute(
      'href',
      '/join-ecosystem',
    );
    expect(screen.getByRole('link', {name: 'See all partners'})).toHaveAttribute('href', '/partners');
  });
});
