import {Fragment, type ReactNode} from 'react';
import {PHRASE_BREAK} from './phraseBreakMarker';

/**
 * `values` for a heading's <Translate>: a translation marks where its heading may break with
 * `{wbr}`, which renders as <wbr>. Japanese needs it where Chromium's own phrases (auto-phrase,
 * src/css/languages.css) take a long compound or a verb ending as one unit and break it mid-word
 * on a narrow line. <wbr> is a break opportunity and nothing else: the heading's text, what a
 * screen reader reads and what a visitor copies stay as written. Other languages leave it out.
 */
export const PHRASE_BREAKS = {wbr: <wbr />};

/**
 * A heading written as plain text (front matter, a message that is also used outside a heading)
 * with each `{wbr}` rendered as <wbr>: the text a component cannot mark up itself.
 */
export function withPhraseBreaks(text: string): ReactNode {
  if (!text.includes(PHRASE_BREAK)) return text;
  return text.split(PHRASE_BREAK).map((phrase, at) => (
    // The phrases of one heading never move: their position is their identity.
    <Fragment key={at}>
      {at > 0 && <wbr />}
      {phrase}
    </Fragment>
  ));
}
