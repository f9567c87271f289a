import {languagesOfPage, suggestedLocale} from '@site/src/components/LanguageSuggestion/preferredLanguage';
import type {LocaleCode} from '@site/src/lib/locales';

describe('suggestedLocale', () => {
  it.each<[string[], LocaleCode, LocaleCode | undefined]>([
    // Spanish: any region.
    [['es'], 'en', 'es'],
    [['es-ES'], 'en', 'es'],
    [['es-419'], 'en', 'es'],
    [['es-MX', 'en-US'], 'en', 'es'],
    // Portuguese: plain or Brazilian, not European.
    [['pt-BR'], 'en', 'pt-BR'],
    [['pt'], 'en', 'pt-BR'],
    [['pt-PT'], 'en', undefined],
    [['pt-PT', 'es'], 'en', 'es'],
    // German and Japanese: any region.
    [['de'], 'en', 'de'],
    [['de-AT', 'en'], 'en', 'de'],
    [['de-CH'], 'ja', 'de'],
    [['ja'], 'en', 'ja'],
    [['ja-JP'], 'de', 'ja'],
    // English from another language's page.
    [['en-US'], 'de', 'en'],
    [['en-GB', 'de'], 'de', 'en'],
    [['en'], 'pt-BR', 'en'],
    [['EN-us'], 'es', 'en'],
    // The first of our languages decides: the page's own means no suggestion.
    [['en-US', 'de'], 'en', undefined],
    [['de-DE', 'en'], 'de', undefined],
    [['es-AR'], 'es', undefined],
    [['fr-FR', 'it', 'ja', 'es'], 'en', 'ja'],
    // None of ours, or none at all. A code is matched whole: Yup'ik (esu) is not Spanish, Delaware
    // (del) not German, Javanese (jv, jav) not Japanese.
    [['fr-FR', 'it'], 'en', undefined],
    [['esu', 'del', 'jav', 'jv', 'eng'], 'de', undefined],
    [[], 'en', undefined],
  ])('%j on a page in %s offers %s', (preferred, current, expected) => {
    expect(suggestedLocale(preferred, current)).toBe(expected);
  });
});

describe('languagesOfPage', () => {
  it("reads the page's languages from its hreflang alternates", () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = [
      '<link rel="alternate" hreflang="en" href="/about">',
      '<link rel="alternate" hreflang="es" href="/es/about">',
      '<link rel="alternate" hreflang="ja" href="/ja/about">',
      '<link rel="alternate" hreflang="x-default" href="/about">',
      '<link rel="canonical" href="/de/about">',
    ].join('');
    expect([...languagesOfPage(doc)]).toEqual(['en', 'es', 'ja']);
  });

  it('finds none on a page without alternates', () => {
    expect(languagesOfPage(document.implementation.createHTMLDocument()).size).toBe(0);
  });
});
