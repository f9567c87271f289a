/**
 * Every tool maps English files to their translations with one module: the build, the check, the
 * scaffolds and the editor agree on where each language's copy lives (Docusaurus's own layout).
 */
import {
  localeOfFile,
  translatedPlace,
  translationOf,
  translationPath,
  TRANSLATED_LOCALES,
} from '@site/src/translations/files';

describe('translation files (src/translations/files.ts)', () => {
  it('puts each kind of content where Docusaurus reads it for a language', () => {
    expect(translationPath('partners/grayscale.mdx', 'de')).toBe(
      'i18n/de/docusaurus-plugin-content-docs/current/grayscale.mdx',
    );
    expect(translationPath('content/highlights/2026-01-san-diego-kickoff.md', 'pt-BR')).toBe(
      'i18n/pt-BR/content/highlights/2026-01-san-diego-kickoff.md',
    );
    expect(translationPath('content/site.yaml', 'ja')).toBe('i18n/ja/content/site.yaml');
    expect(translationPath('pages/services/sap-partner-process-outsourcing.mdx', 'es')).toBe(
      'i18n/es/docusaurus-plugin-content-pages/services/sap-partner-process-outsourcing.mdx',
    );
    expect(translationPath('partners/grayscale.mdx', 'en')).toBe('partners/grayscale.mdx');
    expect(translatedPlace('highlight', 'ja')).toBe('i18n/ja/content/highlights/');
  });

  it('maps a translation back to its English file and language, and nothing else', () => {
    expect(translationOf('i18n/ja/docusaurus-plugin-content-docs/current/glider.mdx')).toEqual({
      english: 'partners/glider.mdx',
      locale: 'ja',
      kind: 'partner',
    });
    expect(translationOf('i18n/es/content/site.yaml')).toEqual({
      english: 'content/site.yaml',
      locale: 'es',
      kind: 'siteFacts',
    });
    // Not content: a glossary, a photo, the theme's words, a language the site does not publish.
    expect(translationOf('i18n/es/glossary.md')).toBeUndefined();
    expect(translationOf('i18n/es/content/highlights/images/stage.jpg')).toBeUndefined();
    expect(translationOf('i18n/en/code.json')).toBeUndefined();
    expect(translationOf('i18n/fr/content/site.yaml')).toBeUndefined();
    expect(localeOfFile('i18n/pt-BR/content/highlights/2025-09-las-vegas-2025.md')).toBe('pt-BR');
    expect(localeOfFile('partners/glider.mdx')).toBe('en');
  });

  it('translates into every published language but English', () => {
    expect(TRANSLATED_LOCALES).toEqual(['es', 'pt-BR', 'de', 'ja']);
  });
});
