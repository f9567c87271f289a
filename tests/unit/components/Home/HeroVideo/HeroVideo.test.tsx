import fs from 'node:fs';
import path from 'node:path';
import {fireEvent, render, screen} from '@testing-library/react';
import HeroVideo from '@site/src/components/Home/HeroVideo';
import {captionTrack} from '@site/src/components/Home/HeroVideo/captionTrack';
import {LOCALE_CODES, isLocaleCode} from '@site/src/lib/locales';
import {siteConfig} from '@site/src/admin/docusaurus/useDocusaurusContext';

// The page's language, as Docusaurus gives it to each language's build.
let mockLocale = 'en';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig, i18n: {currentLocale: mockLocale, defaultLocale: 'en'}}),
}));

afterEach(() => {
  mockLocale = 'en';
});

describe('the hero video caption track', () => {
  it('keeps the English track exactly as it was', () => {
    expect(captionTrack('en')).toEqual({src: '/video/las-vegas-party.en.vtt', srcLang: 'en', label: 'English'});
  });

  it.each([
    ['es', '/video/las-vegas-party.es.vtt', 'es-419', 'Español'],
    ['pt-BR', '/video/las-vegas-party.pt-BR.vtt', 'pt-BR', 'Português (Brasil)'],
    ['de', '/video/las-vegas-party.de.vtt', 'de', 'Deutsch'],
    ['ja', '/video/las-vegas-party.ja.vtt', 'ja', '日本語'],
  ])(
    'gives a %s page the captions in its language, at the site root, tagged with its htmlLang',
    (locale, src, srcLang, label) => {
      expect(captionTrack(locale)).toEqual({src, srcLang, label});
    },
  );

  it('falls back to the English track for a language the site does not publish', () => {
    expect(captionTrack('fr')).toEqual(captionTrack('en'));
  });

  it("names every caption file in static/video after one of the site's languages", () => {
    const files = fs.readdirSync(path.join(__dirname, '../../../../../static/video'));
    const captionLocales = files
      .map((file) => /^las-vegas-party\.(.+)\.vtt$/.exec(file)?.[1])
      .filter((locale) => locale !== undefined);
    expect(captionLocales).toContain('en');
    expect(captionLocales.filter((locale) => !isLocaleCode(locale))).toEqual([]);
  });

  it.each(LOCALE_CODES)('plays the %s page with its own captions on by default', (locale) => {
    mockLocale = locale;
    const {container} = render(<HeroVideo description="A party in Las Vegas." />);
    fireEvent.click(screen.getByRole('link', {name: /^Play the video/}));
    const track = container.querySelector('video track')!;
    const expected = captionTrack(locale);
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', expected.src);
    expect(track).toHaveAttribute('srclang', expected.srcLang);
    expect(track).toHaveAttribute('label', expected.label);
    expect(track).toHaveAttribute('default');
    // The poster stays at the site root too: one copy serves every language.
    expect(container.querySelector('video')).toHaveAttribute('poster', '/img/las-vegas-poster.webp');
  });
});
