import {renderHook} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import {usePartnerLanguages} from '@site/src/partners/usePartnerLanguages';

let currentLocale = 'en';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale, defaultLocale: 'en'}}),
}));
jest.mock('@generated/partner-directory/default/partner-languages.json', () => ({
  __esModule: true,
  default: {grayscale: ['en', 'ja']},
}));

describe('usePartnerLanguages', () => {
  beforeEach(() => setDoc({frontMatter: {}, metadata: {id: 'grayscale', source: '@site/partners/grayscale.mdx'}}));

  it('offers a profile in the languages it is translated into, and indexes it there', () => {
    currentLocale = 'ja';
    expect(renderHook(() => usePartnerLanguages()).result.current).toEqual({languages: ['en', 'ja'], indexable: true});
  });

  it('keeps a profile shown in English under a language it is not translated into out of search results', () => {
    currentLocale = 'de';
    expect(renderHook(() => usePartnerLanguages()).result.current).toEqual({languages: ['en', 'ja'], indexable: false});
  });
});
