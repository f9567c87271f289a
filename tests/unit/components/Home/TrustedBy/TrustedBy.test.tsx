import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TrustedBy from '@site/src/components/Home/TrustedBy';
import {marqueePartners} from '@site/src/partners/homePagePartners';

const copies = (container: HTMLElement) => Array.from(container.querySelectorAll('ul'));

describe('Trusted-by marquee', () => {
  it('shows the heading and the exact copy', () => {
    render(<TrustedBy />);
    expect(screen.getByRole('heading', {level: 2, name: 'Trusted by leading companies'})).toBeInTheDocument();
    expect(
      screen.getByText(
        'By partners worldwide to unlock co-sell opportunities, accelerate pipeline, and drive customer success.',
      ),
    ).toBeInTheDocument();
  });

  it('repeats the directory list three times for a seamless loop', () => {
    const {container} = render(<TrustedBy />);
    const lists = copies(container);
    expect(marqueePartners).toHaveLength(3); // the test fixture; the real directory has 13
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      expect(list.querySelectorAll('li')).toHaveLength(marqueePartners.length);
      expect(Array.from(list.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(
        marqueePartners.map((partner) => partner.permalink),
      );
    }
  });

  it('hides copies 2 and 3 from assistive technology and the tab order', () => {
    const {container} = render(<TrustedBy />);
    const [first, ...duplicates] = copies(container);
    expect(first).not.toHaveAttribute('aria-hidden');
    for (const link of within(first).getAllByRole('link')) expect(link).not.toHaveAttribute('tabindex');
    for (const duplicate of duplicates) {
      expect(duplicate).toHaveAttribute('aria-hidden', 'true');
      for (const link of Array.from(duplicate.querySelectorAll('a'))) expect(link).toHaveAttribute('tabindex', '-1');
    }
  });

  it('offers each partner once to screen readers, named by the partner', () => {
    render(<TrustedBy />);
    expect(screen.getAllByRole('link')).toHaveLength(marqueePartners.length);
    for (const partner of marqueePartners) {
      expect(screen.getByRole('link', {name: partner.name})).toHaveAttribute('href', partner.permalink);
    }
  });

  it('reaches only the first copy with the Tab key', async () => {
    const user = userEvent.setup();
    render(<TrustedBy />);
    const visited: string[] = [];
    for (let i = 0; i < marqueePartners.length + 1; i += 1) {
      await user.tab();
      visited.push(
        (document.activeElement as HTMLElement).getAttribute('href') ?? document.activeElement!.textContent!,
      );
    }
    expect(visited).toEqual([...marqueePartners.map((partner) => partner.permalink), 'Pause logo animation']);
  });

  it('can be paused and played with a button', async () => {
    const user = userEvent.setup();
    const {container} = render(<TrustedBy />);
    const marquee = container.querySelector('.marquee')!;
    expect(marquee).not.toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', {name: 'Pause logo animation'}));
    expect(marquee).toHaveAttribute('data-paused');
    await user.click(screen.getByRole('button', {name: 'Play logo animation'}));
    expect(marquee).not.toHaveAttribute('data-paused');
  });
});
