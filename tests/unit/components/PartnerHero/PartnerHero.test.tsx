import {render, screen} from '@testing-library/react';
// The mapped stand-in for '@docusaurus/plugin-content-docs/client' (same module instance).
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import PartnerHero from '@site/src/components/PartnerHero';
import {alpha, expectNewTab} from '@site/tests/unit/support/partnerDocument';

beforeEach(() => setDoc({frontMatter: alpha}));

describe('PartnerHero', () => {
  it("shows the partner's name as the page heading, with tagline and description", () => {
    render(<PartnerHero />);
    expect(screen.getByRole('heading', {level: 1, name: 'Alpha'})).toBeInTheDocument();
    expect(screen.getByText(alpha.tagline)).toBeInTheDocument();
    expect(screen.getByText(alpha.description)).toBeInTheDocument();
  });

  it('links back to the partner list on the home page', () => {
    render(<PartnerHero />);
    expect(screen.getByRole('link', {name: 'All partners'})).toHaveAttribute('href', '/#partners');
  });

  it("opens the partner's website in a new tab and says so", () => {
    render(<PartnerHero />);
    const link = screen.getByRole('link', {name: 'Visit Website (opens in a new tab)'});
    expect(link).toHaveAttribute('href', alpha.website);
    expectNewTab(link);
  });

  it('shows the logo eagerly at the size the build read from its file, as decoration beside the name', () => {
    const {container} = render(<PartnerHero />);
    const logo = container.querySelector('img')!;
    expect(logo).toHaveAttribute('src', alpha.logo);
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('width', '180');
    expect(logo).toHaveAttribute('height', '54');
  });

  it('adds a Back to Home button only when asked', () => {
    const {rerender} = render(<PartnerHero />);
    expect(screen.queryByRole('link', {name: 'Back to Home'})).not.toBeInTheDocument();
    rerender(<PartnerHero backToHome />);
    expect(screen.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/');
  });

  it.each([
    [false, 'All partners', '/#partners'],
    [true, 'Back to Home', '/'],
  ])('offers exactly one way back (backToHome: %p → %s)', (backToHome, name, href) => {
    render(<PartnerHero backToHome={backToHome} />);
    const backLinks = screen.getAllByRole('link', {name: /^(All partners|Back to Home)$/});
    expect(backLinks).toHaveLength(1);
    expect(backLinks[0]).toHaveAccessibleName(name);
    expect(backLinks[0]).toHaveAttribute('href', href);
  });
});
