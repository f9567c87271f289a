import {act, render, screen} from '@testing-library/react';
import RecentHighlights from '@site/src/components/Home/RecentHighlights';
import {installIntersectionObserver, setReducedMotion, showShare} from '@site/tests/unit/support/browserMocks';

// A language whose translators have not written any event yet: its build lists none.
jest.mock('@generated/site-content/default/recent-highlights.json', () => ({__esModule: true, default: []}));

describe('Recent Highlights in a language with no events', () => {
  beforeEach(() => {
    installIntersectionObserver();
    setReducedMotion(false);
  });

  it('keeps the section (the menus and the footer link to it) and its note, with no empty list or carousel', async () => {
    const {container} = render(<RecentHighlights />);
    const section = screen.getByRole('region', {name: 'Recent Highlights'});
    expect(section).toHaveAttribute('id', 'recent-highlights');
    expect(screen.getByText('More events coming soon')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // Coming near the section loads no carousel: no empty slides, no arrows or dots to press.
    await act(async () => {
      showShare(0.01);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(container.querySelector('[aria-roledescription="carousel"]')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
