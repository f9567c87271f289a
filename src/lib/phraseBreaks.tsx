/**
 * `values` for a heading's <Translate>: a translation marks where its heading may break with
 * `{wbr}`, which renders as <wbr>. Japanese needs it where Chromium's own phrases (auto-phrase,
 * src/css/languages.css) take a long compound or a verb ending as one unit and break it mid-word
 * on a narrow line. <wbr> is a break opportunity and nothing else: the heading's text, what a
 * screen reader reads and what a visitor copies stay as written. Other languages leave it out.
 */
export const PHRASE_BREAKS = {wbr: <wbr />};
