/**
 * Type in each language (src/css/languages.css, src/css/fonts.css): Japanese pages download no
 * Japanese font and draw kana and kanji in the device's own Japanese face, with Japanese line
 * heights and headings that break between phrases; German, Spanish and Portuguese hyphenate,
 * English does not.
 */
import {phraseStarts} from '../../../plugins/japanese-phrases';
import {expect, PHONE, test, type Page} from '../fixtures';
import {headingLines, linesStartingInside} from '../support/headingLines';

/** The fonts Chromium really used to draw an element's text (not just what CSS asked for). */
async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument');
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts;
}

const JAPANESE_PAGE = '/ja/services/sap-partner-process-outsourcing';
/** The service page's Japanese title, by its phrases: a line may start only where one does. */
const TITLE_PHRASES = ['SAPパートナー', '業務', 'アウトソーシング'];

/** The lines of each element matching `selector`, trimmed (./support/headingLines.ts). */
async function linesOf(page: Page, selector: string): Promise<string[][]> {
  return (await page.evaluate(headingLines, selector)).map(({lines}) => lines.map((line) => line.trim()));
}

/**
 * Headings with a compound that BudouX, and so Chromium's own phrases, keep whole, and that a writer
 * cut ({wbr} in a message or a front-matter card title, <wbr /> in a page body;
 * src/lib/phraseBreaks.tsx), by page, each as its phrases: without the cut they break mid-word on
 * some widths.
 */
const PHRASED_HEADINGS: Record<string, string[][]> = {
  '/ja/': [
    ['SAPエコシステムを', '貴社の', '最大の', '成長チャネルに'],
    ['Omniaが', 'すべての', 'パートナーシップに', 'もたらすもの'],
  ],
  '/ja/about': [
    ['SAPエコシステムの', '内側で', '動く', 'パートナーシップ', 'チーム'],
    ['SAPを', '貴社の', '最大の', '成長チャネルに', 'しませんか？'],
  ],
  '/ja/partners': [
    ['パートナー', 'エコシステム'],
    ['パートナーシップを', '始めませんか？'],
  ],
  [JAPANESE_PAGE]: [TITLE_PHRASES, ['ともに目指す', 'SAPパートナー', 'ステータス']],
  // A card title from the page's front matter.
  '/ja/partners/glider': [['コーディング', 'シミュレーション']],
};
/** A page's headings, as the tests read them. */
const HEADINGS = 'main :is(h1, h2, h3)';
/** What never starts a Japanese phrase: the object particle, ん, a long-vowel mark, a small kana, closing punctuation. */
const NO_PHRASE_STARTS_WITH = /^[をんーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ、。，．）」』？！・]/;

test('a Japanese page downloads no font but Inter, and only after its first paint', async ({browser}) => {
  const context = await browser.newContext({viewport: PHONE});
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(JAPANESE_PAGE, {waitUntil: 'networkidle'});
  // Set in Inter, as every later page of a visit is: Latin letters (SAP, Omnia) ask for Inter alone.
  await page.evaluate(async () => {
    document.documentElement.dataset.font = 'inter';
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((font) => !/\/assets\/fonts\/inter-variable-subset-[0-9a-f]+\.woff2$/.test(font))).toEqual([]);
  await context.close();
});

test("draws kana and kanji in the device's Japanese face, with Japanese lines and phrases", async ({openPage}) => {
  const {page} = await openPage(JAPANESE_PAGE, {viewport: PHONE});
  const h1Fonts = await renderedFonts(page, 'h1');
  const japanese = h1Fonts.filter((font) => /Hiragino|Noto Sans (CJK )?JP|Yu ?Gothic|Meiryo/.test(font.familyName));
  expect(japanese.length, JSON.stringify(h1Fonts)).toBeGreaterThan(0);
  expect(japanese.every((font) => !font.isCustomFont)).toBe(true);

  const style = await page.evaluate(() => {
    const read = (selector: string) => {
      const computed = getComputedStyle(document.querySelector(selector)!);
      return {
        size: parseFloat(computed.fontSize),
        lineHeight: parseFloat(computed.lineHeight),
        tracking: parseFloat(computed.letterSpacing) || 0,
        wordBreak: computed.wordBreak,
        fontStyle: getComputedStyle(document.documentElement).fontSynthesisStyle,
      };
    };
    return {h1: read('h1'), h2: read('main h2'), body: read('main p')};
  });
  expect(style.h1.wordBreak).toBe('auto-phrase');
  expect(style.h1.lineHeight / style.h1.size).toBeGreaterThanOrEqual(1.29);
  expect(style.h1.tracking).toBeGreaterThanOrEqual(0);
  expect(style.h2.lineHeight / style.h2.size).toBeGreaterThanOrEqual(1.39);
  expect(style.body.lineHeight / style.body.size).toBeCloseTo(1.75, 2);
  expect(style.body.fontStyle).toBe('none');

  // The title is one long compound, which Chromium's phrases (auto-phrase) do not split: the page
  // marks its phrases (<wbr>), so every width breaks it between them (at 1440 px it sits beside a picture).
  // The same words as the page's title, which has no <wbr>.
  expect(await page.locator('h1').textContent()).toBe(TITLE_PHRASES.join(''));
  expect(await page.title()).toContain(TITLE_PHRASES.join(''));
  const wholePhrases = new RegExp(`^(${TITLE_PHRASES.join('|')})+$`);
  for (const width of [PHONE.width, 390, 1440]) {
    await page.setViewportSize({width, height: PHONE.height});
    const [lines] = await linesOf(page, 'h1');
    expect(
      lines.every((line) => wholePhrases.test(line)),
      `${width} px: ${JSON.stringify(lines)}`,
    ).toBe(true);
  }
});

test('Japanese headings start every line with a phrase, at every width', async ({openPage}) => {
  for (const [path, phrased] of Object.entries(PHRASED_HEADINGS)) {
    const {page, close} = await openPage(path);
    const seen = new Set<string>();
    for (const width of [320, 375, 390, 768, 1024, 1440]) {
      await page.setViewportSize({width, height: 900});
      // Every heading of the page in one call: a partner page has a dozen.
      for (const lines of await linesOf(page, HEADINGS)) {
        const text = lines.join('');
        const phrases = phrased.find((phrases) => phrases.join('') === text);
        if (phrases) seen.add(text);
        const wholePhrases = phrases && new RegExp(`^(${phrases.join('|')})+$`);
        const broken = lines.filter((line, at) =>
          wholePhrases ? !wholePhrases.test(line) : at > 0 && NO_PHRASE_STARTS_WITH.test(line),
        );
        expect(broken, `${path} at ${width} px: ${lines.join(' | ')}`).toEqual([]);
      }
    }
    // Every heading listed above is on its page, with the words listed: none was left unchecked.
    expect([...seen].sort(), path).toEqual(phrased.map((phrases) => phrases.join('')).sort());
    await close();
  }
});

test('Japanese headings break between phrases in engines that find none (Safari, Firefox)', async ({openPage}) => {
  for (const path of ['/ja/', '/ja/about', '/ja/why-omnia', '/ja/privacy', '/ja/partners/grayscale']) {
    const {page, close} = await openPage(path);
    // What Safari and Firefox do with Japanese: keep a run whole, break only where the text allows.
    await page.addStyleTag({content: ':root:lang(ja) :is(h1, h2, h3, h4) { word-break: keep-all !important; }'});
    for (const {text, breaks} of await page.evaluate(headingLines, HEADINGS)) {
      // The build found its phrases (plugins/japanese-phrases) and the page marks each of them.
      expect(breaks, `${path}: ${text}`).toEqual(expect.arrayContaining(phraseStarts(text)));
    }
    for (const width of [320, 390]) {
      await page.setViewportSize({width, height: 900});
      for (const heading of await page.evaluate(headingLines, HEADINGS)) {
        expect(linesStartingInside(heading), `${path} at ${width} px: ${heading.lines.join(' | ')}`).toEqual([]);
      }
    }
    await close();
  }
});

test("the Japanese footer's service link breaks between its phrases, at every width", async ({openPage}) => {
  const {page} = await openPage('/ja/');
  const selector = 'footer a[href$="/services/sap-partner-process-outsourcing"]';
  await expect(page.locator(selector)).toHaveText(TITLE_PHRASES.join(''));
  const wholePhrases = new RegExp(`^(${TITLE_PHRASES.join('|')})+$`);
  for (const width of [320, 390, 768, 1024, 1440]) {
    await page.setViewportSize({width, height: 900});
    const [lines] = await linesOf(page, selector);
    expect(
      lines.every((line) => wholePhrases.test(line)),
      `${width} px: ${lines.join(' | ')}`,
    ).toBe(true);
  }
});

for (const [path, hyphens] of [
  ['/de/partners/grayscale', 'auto'],
  ['/es/partners/grayscale', 'auto'],
  ['/pt-BR/partners/grayscale', 'auto'],
  ['/partners/grayscale', 'manual'],
  ['/ja/partners/grayscale', 'manual'],
] as const) {
  test(`${path}: hyphens ${hyphens} in headings and running text`, async ({openPage}) => {
    const {page} = await openPage(path, {viewport: PHONE});
    const values = await page.evaluate(() =>
      ['h1', 'main h2', 'main p', 'main a'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).hyphens,
      ),
    );
    expect(values).toEqual([hyphens, hyphens, hyphens, hyphens]);
  });
}
