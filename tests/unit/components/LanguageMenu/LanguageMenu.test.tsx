import {renderToString} from 'react-dom/server';
import {fireEvent, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setPage} from '@site/tests/unit/support/languagePage';
import LanguageMenu, {MobileLanguageMenu} from '@site/src/components/LanguageMenu';
import {pathWithoutBaseUrl} from '@site/src/components/LanguageMenu/pageInLanguage';

const languageButton = () => screen.getByRole('button', {name: /^Language: /});
const languageList = () => document.getElementById('language-menu')!;
const links = () =>
  Object.fromEntries(
    within(languageList())
      .queryAllByRole('link', {hidden: true})
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );

beforeEach(() => {
  window.history.pushState({}, '', '/about');
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('language links', () => {
  it('keep the visitor on the same page, with its query and #fragment, in each other language', () => {
    window.history.pushState({}, '', '/why-omnia?ref=mail#track-record');
    render(<LanguageMenu />);
    expect(links()).toEqual({
      Español: '/es/why-omnia?ref=mail#track-record',
      'Português (Brasil)': '/pt-BR/why-omnia?ref=mail#track-record',
      Deutsch: '/de/why-omnia?ref=mail#track-record',
      日本語: '/ja/why-omnia?ref=mail#track-record',
    });
  });

  it("take the page's own language prefix off before adding another's", () => {
    setPage({locale: 'de', baseUrl: '/de/'});
    window.history.pushState({}, '', '/de/partners/grayscale#results');
    render(<LanguageMenu />);
    expect(links()).toEqual({
      English: '/partners/grayscale#results',
      Español: '/es/partners/grayscale#results',
      'Português (Brasil)': '/pt-BR/partners/grayscale#results',
      日本語: '/ja/partners/grayscale#results',
    });
  });

  it.each([
    ['/', '/', '/'],
    ['/about', '/', '/about'],
    ['/de/', '/de/', '/'],
    ['/de', '/de/', '/'],
    ['/de/about', '/de/', '/about'],
    ['/pt-BR/partners/grayscale', '/pt-BR/', '/partners/grayscale'],
  ])('read %s (base URL %s) as %s', (pathname, baseUrl, path) => {
    expect(pathWithoutBaseUrl(pathname, baseUrl)).toBe(path);
  });

  it("link a language's home page to the others' home pages", () => {
    setPage({locale: 'ja', baseUrl: '/ja/'});
    window.history.pushState({}, '', '/ja/');
    render(<LanguageMenu />);
    expect(links()).toMatchObject({English: '/', Español: '/es/', Deutsch: '/de/'});
  });

  it('name each language in itself, marked with its language for the link and its target', () => {
    render(<LanguageMenu />);
    const german = within(languageList()).getByRole('link', {name: 'Deutsch', hidden: true});
    expect(german).toHaveAttribute('lang', 'de');
    expect(german).toHaveAttribute('hreflang', 'de');
    const spanish = within(languageList()).getByRole('link', {name: 'Español', hidden: true});
    expect(spanish).toHaveAttribute('lang', 'es-419');
    expect(spanish).toHaveAttribute('hreflang', 'es-419');
  });

  it("mark the page's language as current, not as a link", () => {
    setPage({locale: 'pt-BR', baseUrl: '/pt-BR/'});
    window.history.pushState({}, '', '/pt-BR/about');
    render(<LanguageMenu />);
    const current = within(languageList()).getByText('Português (Brasil)');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAttribute('lang', 'pt-BR');
    expect(current.closest('a')).toBeNull();
    expect(links()).not.toHaveProperty('Português (Brasil)');
    expect(within(languageList()).getAllByRole('listitem', {hidden: true})).toHaveLength(5);
  });

  it('leave the query and #fragment out of the pre-rendered page, which has only the path', () => {
    setPage({hydrated: false});
    window.history.pushState({}, '', '/about?ref=mail#team');
    const html = renderToString(<LanguageMenu />);
    expect(html).toContain('href="/de/about"');
    expect(html).not.toContain('#team');
  });

  it("remember the visitor's choice", async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    await user.click(languageButton());
    await user.click(screen.getByRole('link', {name: 'Deutsch'}));
    expect(window.localStorage.getItem('omnia-language')).toBe('de');
  });

  it('still lead to the page when the choice cannot be stored', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    const errors = jest.fn();
    window.addEventListener('error', errors);
    const user = userEvent.setup();
    render(<LanguageMenu />);
    await user.click(languageButton());
    await user.click(screen.getByRole('link', {name: '日本語'}));
    window.removeEventListener('error', errors);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('language button', () => {
  it("is named for the page's language and shows the menu's state", () => {
    render(<LanguageMenu />);
    expect(languageButton()).toHaveAccessibleName('Language: English');
    expect(languageButton()).toHaveAttribute('aria-controls', 'language-menu');
    expect(languageButton()).toHaveAttribute('aria-expanded', 'false');
    expect(languageList()).not.toBeVisible();
  });

  it('shows a short name and keeps the full one in its accessible name', () => {
    setPage({locale: 'pt-BR', baseUrl: '/pt-BR/'});
    render(<LanguageMenu />);
    expect(languageButton()).toHaveTextContent(/^Português$/);
    expect(languageButton()).toHaveAccessibleName('Language: Português (Brasil)');
  });

  it('opens with Enter, lets Tab walk the languages, and closes on Escape with focus back on it', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    await user.tab();
    expect(languageButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(languageButton()).toHaveAttribute('aria-expanded', 'true');
    expect(languageList()).toBeVisible();

    await user.tab();
    expect(screen.getByRole('link', {name: 'Español'})).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', {name: 'Português (Brasil)'})).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(languageList()).not.toBeVisible();
    expect(languageButton()).toHaveFocus();
  });

  it('toggles with Space', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    await user.tab();
    await user.keyboard(' ');
    expect(languageList()).toBeVisible();
    await user.keyboard(' ');
    expect(languageList()).not.toBeVisible();
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <button type="button">After</button>
      </>,
    );
    await user.click(languageButton());
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getByRole('button', {name: 'After'})).toHaveFocus();
    expect(languageList()).not.toBeVisible();
  });

  it('closes on a click outside it, not inside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <p>Page</p>
      </>,
    );
    await user.click(languageButton());
    // A pointer press alone: Safari does not focus a button it clicks, so no focus leaves the menu.
    fireEvent.pointerDown(within(languageList()).getByText('English'));
    expect(languageList()).toBeVisible();
    fireEvent.pointerDown(screen.getByText('Page'));
    expect(languageList()).not.toBeVisible();
  });
});

describe('phone menu section', () => {
  it('lists the languages under a heading, the current one marked', () => {
    window.history.pushState({}, '', '/join-ecosystem#contact');
    render(<MobileLanguageMenu />);
    const list = screen.getByRole('list', {name: 'Language'});
    expect(screen.getByRole('heading', {name: 'Language'})).toBeInTheDocument();
    expect(within(list).getByText('English')).toHaveAttribute('aria-current', 'true');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/es/join-ecosystem#contact',
      '/pt-BR/join-ecosystem#contact',
      '/de/join-ecosystem#contact',
      '/ja/join-ecosystem#contact',
    ]);
  });

  it("remembers the visitor's choice", async () => {
    const user = userEvent.setup();
    render(<MobileLanguageMenu />);
    await user.click(screen.getByRole('link', {name: 'Español'}));
    expect(window.localStorage.getItem('omnia-language')).toBe('es');
  });
});
