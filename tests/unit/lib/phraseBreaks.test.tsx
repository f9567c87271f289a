/**
 * Japanese headings break between phrases in every engine (src/lib/phraseBreaks.tsx): a <wbr>
 * where the build's table says a phrase starts (the fixture holds one heading, as
 * plugins/japanese-phrases writes it), and where a writer typed `{wbr}`.
 */
import {render} from '@testing-library/react';
import type {ReactNode} from 'react';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';
import {phraseStarts, phraseTable} from '@site/plugins/japanese-phrases';

/** The heading as the browser gets it: its text, cut at each <wbr>. */
function pieces(heading: ReactNode): string[] {
  const {container} = render(<h2>{heading}</h2>);
  return container.querySelector('h2')!.innerHTML.split('<wbr>');
}

describe('phrase breaks in a heading', () => {
  it('breaks a Japanese heading between the phrases the build found', () => {
    expect(pieces(withPhraseBreaks('SAPの顧客企業がGrayscaleを選ぶ理由'))).toEqual([
      'SAPの',
      '顧客企業が',
      'Grayscaleを',
      '選ぶ理由',
    ]);
  });

  it("adds a writer's marks inside a compound to the phrases, without showing them", () => {
    expect(pieces(withPhraseBreaks('SAPの顧客企業がGrayscaleを選ぶ{wbr}理由'))).toEqual([
      'SAPの',
      '顧客企業が',
      'Grayscaleを',
      '選ぶ',
      '理由',
    ]);
    expect(pieces(withPhraseBreaks('コーディング{wbr}シミュレーション'))).toEqual(['コーディング', 'シミュレーション']);
  });

  it('leaves a text the table does not know, and anything but text, as it is', () => {
    expect(pieces(withPhraseBreaks('Why SAP customers choose Grayscale'))).toEqual([
      'Why SAP customers choose Grayscale',
    ]);
    expect(pieces(withPhraseBreaks(<em>SAPの顧客企業がGrayscaleを選ぶ理由</em>))).toEqual([
      '<em>SAPの顧客企業がGrayscaleを選ぶ理由</em>',
    ]);
  });
});

describe("the build's table of phrases", () => {
  it('holds the Japanese headings, where each phrase after the first starts', () => {
    expect(phraseStarts('SAPの顧客企業がGrayscaleを選ぶ理由')).toEqual([4, 9, 19]);
    // A space is a break already.
    expect(phraseStarts('SAP SuccessFactorsのデータが土台')).toEqual([19, 23]);
  });

  it('leaves out what never needs a break: short text, prose, other languages, placeholders', () => {
    expect(phraseStarts('スキル評価')).toEqual([]);
    expect(phraseStarts('SAPの顧客企業がGrayscaleを選ぶ理由です。')).toEqual([]);
    expect(phraseStarts('SAPの顧客企業がGrayscaleを選ぶ理由をご紹介します、ぜひご一読ください')).toEqual([]);
    expect(phraseStarts('Why SAP customers choose Grayscale')).toEqual([]);
    expect(phraseTable(['{name}の顧客企業がGrayscaleを選ぶ理由'])).toEqual({});
  });

  it("keys a writer's marked heading by its text without the marks", () => {
    expect(phraseTable(['SAPの顧客企業が{wbr}Grayscaleを選ぶ理由'])).toEqual(
      phraseTable(['SAPの顧客企業がGrayscaleを選ぶ理由']),
    );
  });
});
