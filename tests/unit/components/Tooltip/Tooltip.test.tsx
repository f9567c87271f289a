import {act, fireEvent, render, screen} from '@testing-library/react';
import Tooltip from '@site/src/components/Tooltip';
import {TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS} from '@site/src/hooks/useTooltipDelay';

function TwoLogos() {
  return (
    <>
      {['Alpha', 'Beta'].map((name) => (
        <Tooltip key={name} label={name}>
          {(labelId) => (
            <a href={`/partners/${name.toLowerCase()}`} aria-labelledby={labelId}>
              <img src={`/img/partners/${name.toLowerCase()}.svg`} alt="" />
            </a>
          )}
        </Tooltip>
      ))}
    </>
  );
}

const link = (name: string) => screen.getByRole('link', {name});
// The bubble is the element naming the link; it is shown when marked open.
const bubble = (name: string) => document.getElementById(link(name).getAttribute('aria-labelledby')!)!;
const isOpen = (name: string) => bubble(name).hasAttribute('data-open');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
// React's pointerenter/leave are driven by pointerover/out.
const hover = (name: string) => fireEvent.pointerOver(link(name));
const unhover = (name: string) => fireEvent.pointerOut(link(name), {relatedTarget: document.body});

// The skip window is page-wide state: give every test a clock an hour past the previous one, so
// a tooltip closed (or unmounted open) in an earlier test never shortens the delay.
let clock = Date.now() + 3_600_000;

beforeEach(() => {
  jest.useFakeTimers({now: (clock += 3_600_000)});
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Tooltip', () => {
  it('names the logo link with the partner name, exactly once', () => {
    render(<TwoLogos />);
    expect(link('Alpha')).toHaveAttribute('href', '/partners/alpha');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(link('Alpha')).not.toHaveAttribute('aria-describedby');
  });

  it('opens on hover only after 700 ms', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(isOpen('Alpha')).toBe(false);
    advance(1);
    expect(isOpen('Alpha')).toBe(true);
  });

  it('does not open when the pointer leaves before 700 ms', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(500);
    unhover('Alpha');
    advance(1000);
    expect(isOpen('Alpha')).toBe(false);
  });

  it('opens on keyboard focus after 700 ms, and closes on blur', () => {
    render(<TwoLogos />);
    act(() => link('Alpha').focus());
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(isOpen('Alpha')).toBe(false);
    advance(1);
    expect(isOpen('Alpha')).toBe(true);
    act(() => link('Alpha').blur());
    expect(isOpen('Alpha')).toBe(false);
  });

  it('opens the next tooltip at once within 300 ms of the previous one closing', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(TOOLTIP_OPEN_DELAY_MS);
    unhover('Alpha');
    expect(isOpen('Alpha')).toBe(false);
    advance(TOOLTIP_SKIP_DELAY_MS - 1);
    hover('Beta');
    expect(isOpen('Beta')).toBe(true);
  });

  it('waits the full 700 ms again once 300 ms have passed since a tooltip closed', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(TOOLTIP_OPEN_DELAY_MS);
    unhover('Alpha');
    advance(TOOLTIP_SKIP_DELAY_MS);
    hover('Beta');
    expect(isOpen('Beta')).toBe(false);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(isOpen('Beta')).toBe(true);
  });

  it('is not skipped by a tooltip that never opened', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(200);
    unhover('Alpha');
    hover('Beta');
    expect(isOpen('Beta')).toBe(false);
  });

  it('closes with Escape while the pointer stays on the logo', () => {
    render(<TwoLogos />);
    hover('Alpha');
    advance(TOOLTIP_OPEN_DELAY_MS);
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(isOpen('Alpha')).toBe(false);
  });
});
