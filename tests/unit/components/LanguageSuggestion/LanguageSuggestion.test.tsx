import {renderToString} from 'react-dom/server';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setPage} from '@site/tests/unit/support/languagePage';
import LanguageSuggestion from '@site/src/components/LanguageSuggestion';
import {IDLE_FALLBACK_MS} from '@site/src/lib/whenIdle';

/** The browser's languages, most wanted first. */
function preferLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', {value: languages, configurable: true});
}

/** The alternates PageMetadata writes: the languages the page is written in. */
function pageWrittenIn(hrefLangs: string[]) {
  for (const hrefLang of hrefLangs) {
    const link = document.createElement('link');
    Object.assign(link, {rel: 'alternate', hreflang: hrefLang, href: `https://example.com/${hrefLang}`});
    link.setAttribute('hreflang', hrefLang);
    link.dataset.test = 'alternate';
    document.head.append(link);
  }
}

// requestIdleCallback under the test's control: the page becomes idle when the test says so.
let idleCallbacks = new Map<number, IdleRequestCallback>();
let nextIdleId = 1;
const becomeIdle = () =>
  act(() => {
    const callbacks = [...idleCallbacks.values()];
    idleCallbacks = new Map();
    for (const callback of callbacks) callback({didTimeout: false, timeRemaining: () => 50});
  });

const suggestion = () => screen.queryByRole('region');

beforeEach(() => {
  window.history.pushState({}, '', '/about?ref=mail#team');
  preferLanguages(['es-MX', 'es', 'en']);
  pageWrittenIn(['en', 'es', 'pt-BR', 'de', 'ja', 'x-default']);
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    const id = nextIdleId++;
    idleCallbacks.set(id, callback);
    return id;
  });
  window.cancelIdleCallback = jest.fn((id: number) => void idleCallbacks.delete(id));
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  window.localStorage.clear();
  idleCallbacks.clear();
  for (const link of document.head.querySelectorAll('[data-test="alternate"]')) link.remove();
});

describe('language suggestion', () => {
  it('offers the same page, query and #fragment kept, in the language the browser prefers, in that language', async () => {
    render(<LanguageSuggestion />);
    becomeIdle();
    const card = screen.getByRole('region', {name: 'Sugerencia de idioma'});
    expect(card).toHaveAttribute('lang', 'es-419');
    expect(card).toHaveTextContent('Esta página también está disponible en español.');
    const link = screen.getByRole('link', {name: 'Ver en español'});
    expect(link).toHaveAttribute('href', '/es/about?ref=mail#team');
    expect(link).toHaveAttribute('hreflang', 'es-419');
    expect(link).toHaveAttribute('lang', 'es-419');
    expect(screen.getByRole('button', {name: 'Cerrar'})).toBeInTheDocument();
  });

  it('offers English on a German page to a visitor who prefers English', () => {
    setPage({locale: 'de', baseUrl: '/de/'});
    window.history.pushState({}, '', '/de/partners/grayscale');
    preferLanguages(['en-GB', 'de']);
    render(<LanguageSuggestion />);
    becomeIdle();
    expect(screen.getByRole('region', {name: 'Language suggestion'})).toHaveTextContent(
      'This page is also available in English.',
    );
    expect(screen.getByRole('link', {name: 'View in English'})).toHaveAttribute('href', '/partners/grayscale');
  });

  it('renders nothing on the server, nor while the page hydrates', () => {
    setPage({hydrated: false});
    expect(renderToString(<LanguageSuggestion />)).toBe('');
    const {container, rerender} = render(<LanguageSuggestion />);
    expect(container).toBeEmptyDOMElement();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    setPage({hydrated: true});
    rerender(<LanguageSuggestion />);
    expect(window.requestIdleCallback).toHaveBeenCalled();
  });

  it('shows nothing before the page is idle', () => {
    const {container} = render(<LanguageSuggestion />);
    expect(suggestion()).toBeNull();
    expect(container).toHaveTextContent('');
    becomeIdle();
    expect(suggestion()).toBeInTheDocument();
  });

  it('waits for the page to load before waiting for idle', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<LanguageSuggestion />);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(suggestion()).toBeNull();
    becomeIdle();
    expect(suggestion()).toBeInTheDocument();
  });

  it('waits a moment after load where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    // @ts-expect-error: a browser without it (Safari)
    delete window.requestIdleCallback;
    render(<LanguageSuggestion />);
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1));
    expect(suggestion()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(suggestion()).toBeInTheDocument();
  });

  it('lives in a polite live region, present before the card, and takes no focus', () => {
    render(<LanguageSuggestion />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    becomeIdle();
    expect(live).toContainElement(suggestion());
    expect(document.body).toHaveFocus();
  });

  it('is shown once, and not again after it is closed', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<LanguageSuggestion />);
    becomeIdle();
    becomeIdle();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(screen.getByRole('button', {name: 'Cerrar'}));
    expect(suggestion()).toBeNull();
    expect(window.localStorage.getItem('omnia-language-suggestion')).toBe('dismissed');

    unmount();
    render(<LanguageSuggestion />);
    becomeIdle();
    expect(suggestion()).toBeNull();
  });

  it('is not offered again once its link is followed', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<LanguageSuggestion />);
    becomeIdle();
    await user.click(screen.getByRole('link', {name: 'Ver en español'}));
    expect(window.localStorage.getItem('omnia-language')).toBe('es');

    unmount();
    render(<LanguageSuggestion />);
    becomeIdle();
    expect(suggestion()).toBeNull();
  });

  it('is not offered to a visitor who chose a language in the menu', () => {
    window.localStorage.setItem('omnia-language', 'en');
    render(<LanguageSuggestion />);
    becomeIdle();
    expect(suggestion()).toBeNull();
  });

  it('is not offered where the page is not written in that language', () => {
    for (const link of document.head.querySelectorAll('[data-test="alternate"]')) link.remove();
    pageWrittenIn(['en', 'ja', 'x-default']);
    render(<LanguageSuggestion />);
    becomeIdle();
    expect(suggestion()).toBeNull();
  });

  it('renders nothing at all for a visitor whose language is the page’s', () => {
    preferLanguages(['en-US', 'es']);
    const {container} = render(<LanguageSuggestion />);
    becomeIdle();
    expect(container).toBeEmptyDOMElement();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });

  it.each([
    ['read', 'getItem'],
    ['written', 'setItem'],
  ] as const)('is not offered when storage cannot be %s', (_, method) => {
    jest.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    const {container} = render(<LanguageSuggestion />);
    becomeIdle();
    expect(container).toBeEmptyDOMElement();
  });

  it('still closes when its dismissal cannot be stored', async () => {
    const user = userEvent.setup();
    render(<LanguageSuggestion />);
    becomeIdle();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', {name: 'Cerrar'}));
    expect(suggestion()).toBeNull();
  });
});
