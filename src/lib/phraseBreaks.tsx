import {Fragment, type ReactNode} from 'react';
import phrases from '@generated/japanese-phrases/default/phrases.json';
import {PHRASE_BREAK, phraseKey, withoutPhraseBreaks} from './phraseBreakMarker';

/**
 * `values` for a heading's <Translate> that passes elements: a translation marks where its heading
 * may break with `{wbr}`, which renders as <wbr>. Other languages leave it out.
 */
export const PHRASE_BREAKS = {wbr: <wbr />};

/**
 * A heading's text with a <wbr> wherever its line may break: between the phrases BudouX finds in a
 * Japanese text at build time (plugins/japanese-phrases), and at each `{wbr}` a writer typed inside
 * a compound that BudouX keeps whole ("コーディング{wbr}シミュレーション"). Chromium finds the same
 * phrases itself (auto-phrase, src/css/languages.css); Safari and Firefox keep a Japanese run whole
 * and need the <wbr>. It is a break opportunity and nothing else: what a screen reader reads and
 * what a visitor copies stay as written. Anything but a string is returned as it is.
 */
export function withPhraseBreaks(text: ReactNode): ReactNode {
  if (typeof text !== 'string') return text;
  const plain = withoutPhraseBreaks(text);
  const starts = new Set(phrases[phraseKey(plain)]);
  let marked = 0;
  for (const part of text.split(PHRASE_BREAK).slice(0, -1)) starts.add((marked += part.length));
  if (starts.size === 0) return text;
  const cuts = [0, ...[...starts].sort((a, b) => a - b), plain.length];
  return cuts.slice(1).map((end, at) => (
    // The phrases of one heading never move: their position is their identity.
    <Fragment key={at}>
      {at > 0 && <wbr />}
      {plain.slice(cuts[at], end)}
    </Fragment>
  ));
}
