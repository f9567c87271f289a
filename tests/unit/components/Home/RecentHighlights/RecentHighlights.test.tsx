import {act, render, screen, waitFor, within} from '@testing-library/react';
import RecentHighlights from '@site/src/components/Home/RecentHighlights';
import HIGHLIGHTS from '@generated/site-content/default/recent-highlights.json';
import {installIntersectionObserver, setReducedMotion, showShare} from '@site/tests/unit/support/browserMocks';

const linkedInLinks = () => screen.getAllByRole('link', {name: /^View on LinkedIn/});

function expectCardLinksOpenSafelyInNewTab() {
  const links = linkedInLinks();
  expect(links).toHaveLength(3);
  for (const link of links) {
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.linkedin\.com\//));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

describe('Recent Highlights', () => {
  beforeEach(() => {
    installIntersectionObserver();
    setReducedMotion(false);
  });

  it('is the #recent-highlights section and ends with "More events coming soon"', () => {
    render(<RecentHighlights />);
    expect(screen.getByRole('region', {name: 'Recent Highlights'})).toHaveAttribute('id', 'recent-highlights');
    expect(screen.getByText('More events coming soon')).toBeInTheDocument();
  });

  it('renders the three cards as a plain list before the carousel loads', () => {
    render(<RecentHighlights />);
    const titles = screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent);
    expect(titles).toEqual(HIGHLIGHTS.map((highlight) => highlight.title));
    expect(screen.getByText(/\$4M in pipeline and two 7-figure deals/)).toBeInTheDocument();
    expect(screen.getByText(/350\+ attendees/)).toBeInTheDocument();
    expect(screen.getByText(/500\+ guests/)).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Next highlight'})).not.toBeInTheDocument();
  });

  it('opens each "View on LinkedIn" link in a new tab without handing over the opener', () => {
    render(<RecentHighlights />);
    expectCardLinksOpenSafelyInNewTab();
    // Identical visible text, so each link also names its event for screen readers.
    expect(screen.getByRole('link', {name: /View on LinkedIn.*Las Vegas 2025 event week/})).toBeInTheDocument();
  });

  it('lazy-loads each card image with its size reserved', () => {
    const {container} = render(<RecentHighlights />);
    const images = Array.from(container.querySelectorAll('img'));
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '800');
      expect(image).toHaveAttribute('height', '500');
    }
  });

  it('offers each card image at 800 and 1600 pixels wide, with the sizes the carousel shows it at', () => {
    const {container} = render(<RecentHighlights />);
    for (const image of Array.from(container.querySelectorAll('img'))) {
      const src = image.getAttribute('src') ?? '';
      expect(image.getAttribute('srcset')).toBe(`${src} 800w, ${src.replace(/\.webp$/, '-1600.webp')} 1600w`);
      expect(image.getAttribute('sizes')).toMatch(/374px.*100vw - 32px/);
    }
  });

  it('becomes a carousel once the section comes near, keeping the same cards and links', async () => {
    const {container} = render(<RecentHighlights />);
    expect(container.querySelector('[aria-roledescription="carousel"]')).not.toBeInTheDocument();
    act(() => showShare(0.01));
    // jsdom has no layout, so per-view counts and controls are left to the browser tests.
    await waitFor(() => expect(container.querySelector('[aria-roledescription="carousel"]')).toBeInTheDocument(), {
      timeout: 5000,
    });
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(
      within(screen.getByRole('region', {name: 'Recent Highlights'})).getAllByRole('heading', {level: 3}),
    ).toHaveLength(3);
    expectCardLinksOpenSafelyInNewTab();
  });
});
