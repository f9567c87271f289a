import {render, screen} from '@testing-library/react';
// The mapped stand-in for '@docusaurus/plugin-content-docs/client' (same module instance).
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import PartnerActions from '@site/src/components/PartnerActions';
import {Product} from '@site/src/components/ProductToggle';
import {alpha, expectNewTab} from '@site/tests/unit/support/partnerDocument';

beforeEach(() => setDoc({frontMatter: alpha}));

describe('PartnerActions', () => {
  it('offers contact and the partner website in a new tab, in that order', () => {
    render(<PartnerActions />);
    expect(screen.getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/join-ecosystem');
    const website = screen.getByRole('link', {name: 'Visit Website (opens in a new tab)'});
    expect(website).toHaveAttribute('href', alpha.website);
    expectNewTab(website);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Contact Us',
      expect.stringMatching(/^Visit Website/),
    ]);
  });

  it('leaves "View All Partners" to the More partners band right below it, so it is not said twice', () => {
    render(<PartnerActions />);
    expect(screen.queryByRole('link', {name: /All Partners/i})).not.toBeInTheDocument();
  });

  it("uses a product's own website when given one", () => {
    render(<PartnerActions website="https://sts.example.com" />);
    expect(screen.getByRole('link', {name: /Visit Website/})).toHaveAttribute('href', 'https://sts.example.com');
  });

  it("inside a <Product>, links to that product's website from front matter", () => {
    setDoc({frontMatter: {...alpha, products: [{name: 'STS', website: 'https://www.alpha.example.com/sts'}]}});
    render(
      <Product name="STS">
        <PartnerActions />
      </Product>,
    );
    expect(screen.getByRole('link', {name: /Visit Website/})).toHaveAttribute(
      'href',
      'https://www.alpha.example.com/sts',
    );
  });

  it('leaves out Visit Website when there is no website to visit', () => {
    setDoc({frontMatter: {...alpha, website: undefined}});
    render(<PartnerActions />);
    expect(screen.queryByRole('link', {name: /Visit Website/})).not.toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Contact Us'})).toBeInTheDocument();
  });
});
