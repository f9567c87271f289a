/**
 * A page of one language's build, for the components that read its language and whether React has
 * hydrated it (the language menu, the language suggestion). Docusaurus's context gives the locale
 * and the build's base URL (`/de/` …); useIsBrowser is false while the server renders and the
 * browser hydrates. Import this before the component under test, so that these stand-ins are in
 * place when it loads. Each test starts on a hydrated English page and calls setPage to move.
 * Clicks on links load no page (jsdom cannot load another one): the test reads where they lead.
 */
type Page = {locale: string; baseUrl: string; hydrated: boolean};

const ENGLISH: Page = {locale: 'en', baseUrl: '/', hydrated: true};
// jest.mock's factories may only read variables whose names start with "mock".
const mockPage: Page = {...ENGLISH};

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({
    siteConfig: {baseUrl: mockPage.baseUrl},
    i18n: {currentLocale: mockPage.locale, defaultLocale: 'en'},
  }),
}));
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockPage.hydrated}));

/** The page the next render sees: its language and base URL, or whether it is hydrated yet. */
export function setPage(page: Partial<Page>): void {
  Object.assign(mockPage, page);
}

const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));
beforeEach(() => setPage(ENGLISH));
