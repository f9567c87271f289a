/**
 * A kind's link in the /partners hero reads "Coaching, 3 partners" to screen readers, with the
 * number shown as a badge: the words around the number come from one translated sentence, wherever
 * the language puts them.
 */
import {countWords} from '@site/src/components/PartnerIndex/CategoryNav';

const mockTranslations: Record<string, string> = {};
jest.mock('@docusaurus/Translate', () => {
  const {translate} = jest.requireActual('@site/src/admin/docusaurus/Translate');
  return {
    translate: (param: {id: string; message: string}, values?: Record<string, string | number>) =>
      translate({...param, message: mockTranslations[param.id] ?? param.message}, values),
  };
});

afterEach(() => {
  for (const id of Object.keys(mockTranslations)) delete mockTranslations[id];
});

describe('countWords', () => {
  it('says "partner" for one and "partners" for more, in English', () => {
    expect(countWords(1)).toEqual([', ', ' partner']);
    expect(countWords(3)).toEqual([', ', ' partners']);
  });

  it('puts the words where the translation puts them', () => {
    mockTranslations['partners.index.nav.count.other'] = '、{count}社';
    expect(countWords(3)).toEqual(['、', '社']);
    mockTranslations['partners.index.nav.count.other'] = ' – {count}';
    expect(countWords(3)).toEqual([' – ', '']);
  });
});
