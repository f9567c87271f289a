import {fireEvent, render, screen} from '@testing-library/react';
import Hero from '@site/src/components/Home/Hero';
import {SUCCESS_STORIES_EVENT} from '@site/src/components/Home/Hero/useScrollToHighlightsOnEvent';
import {setReducedMotion} from '@site/tests/unit/support/browserMocks';

function renderWithHighlights() {
  const view = render(
    <>
      <Hero />
      <section id="recent-highlights" />
    </>,
  );
  const highlights = document.getElementById('recent-highlights')!;
  highlights.scrollIntoView = jest.fn();
  return {...view, scrollIntoView: highlights.scrollIntoView as jest.Mock};
}

const navigateToSuccessStories = () => window.dispatchEvent(new Event(SUCCESS_STORIES_EVENT));

describe('Home hero', () => {
  beforeEach(() => setReducedMotion(false));

  it('leads with the promise and the call to action', () => {
    render(<Hero />);
    expect(screen.getByText('Why Partner with Omnia')).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(/number one growth channel/);
    expect(screen.getByRole('link', {name: "Let's partner together"})).toHaveAttribute('href', '/join-ecosystem');
  });

  it('shows the Las Vegas poster, sized for the screen, and no player until the visitor asks', () => {
    const {container} = render(<Hero />);
    expect(container.querySelector('video')).toBeNull();
    const play = screen.getByRole('link', {name: /^Play the video: .*Las Vegas/});
    expect(play).toHaveAttribute('href', '/video/las-vegas-party.mp4');
    const poster = play.querySelector('img')!;
    expect(poster).toHaveAttribute('src', '/img/las-vegas-poster.webp');
    expect(poster).toHaveAttribute('srcset', '/img/las-vegas-poster-800.webp 800w, /img/las-vegas-poster.webp 1280w');
    expect(poster).toHaveAttribute('sizes');
    expect(poster).toHaveAttribute('width', '1280');
    expect(poster).toHaveAttribute('height', '720');
    // Browsers take the first source they can decode: AVIF, smaller at the same sizes.
    const avif = poster.closest('picture')!.querySelector('source')!;
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', '/img/las-vegas-poster-800.avif 800w, /img/las-vegas-poster.avif 1280w');
    expect(avif).toHaveAttribute('sizes', poster.getAttribute('sizes'));
    const figure = play.closest('figure')!;
    expect(figure.querySelector('figcaption')).toHaveTextContent(/Las Vegas/);
    expect(figure.querySelector('figcaption')).toHaveTextContent(
      /party at a conference in Las Vegas|party during a conference in Las Vegas/,
    );
  });

  it('swaps the poster for the captioned player, playing and focused, when the visitor presses play', () => {
    const {container} = render(<Hero />);
    fireEvent.click(screen.getByRole('link', {name: /^Play the video/}));
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/img/las-vegas-poster.webp');
    expect(video).toHaveAttribute('width');
    expect(video).toHaveAttribute('height');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(video).toHaveTextContent('Your browser does not support the video element.');
    expect(screen.queryByRole('link', {name: /^Play the video/})).toBeNull();
  });

  it('scrolls smoothly to Recent Highlights on "navigate-to-success-stories"', () => {
    const {scrollIntoView} = renderWithHighlights();
    navigateToSuccessStories();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'smooth', block: 'start'});
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    const {scrollIntoView} = renderWithHighlights();
    navigateToSuccessStories();
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'auto', block: 'start'});
  });

  it('stops listening once the hero is gone', () => {
    const {scrollIntoView, unmount} = renderWithHighlights();
    unmount();
    navigateToSuccessStories();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
