/**
 * Share cards in every language the site is published in (plugins/share-cards): a card
 * says what its page says, in the page's language, and draws every character of it. Japanese
 * needs a font of its own (Noto Sans JP, cut to the card's characters) and lines that break
 * between phrases.
 */
import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {pageCard, type PartnerCards} from '../../plugins/share-cards';
import {renderCard, renderCardSvg, type CardContent} from '../../plugins/share-cards/card';
import {charactersOutsideInter, fallbackFonts} from '../../plugins/share-cards/fonts';
import {japanesePhrases} from '../../plugins/share-cards/phrases';
import {partnerLine} from '../../plugins/share-cards/words';
import {LOCALES} from '../../src/lib/locales';

type OpenTypeFont = {charToGlyphIndex: (character: string) => number};
const opentype = createRequire(__filename)('opentype.js') as {parse: (data: ArrayBuffer) => OpenTypeFont};

const HOST = 'www.omnia-ecosystem.com';
const SITE = {url: `https://${HOST}`, title: 'Omnia'};
const logoSvg = fs.readFileSync(path.join(__dirname, '../../static/img/partners/grayscale.svg'), 'utf8');

const GERMAN: CardContent = {
  title: 'Grayscale',
  lang: 'de',
  partner: {
    name: 'Grayscale',
    tagline: 'Textnachrichten und Bewerberbindung für Volumenrecruiting',
    category: 'Recruiting und Einstellung',
    logoSvg,
  },
};

const JAPANESE_TITLE = 'SAPパートナー業務アウトソーシング';
const JAPANESE_TAGLINE = 'SAP SuccessFactors Recruitingでの大量採用を支える、候補者とのSMS連絡とエンゲージメント';
const JAPANESE: CardContent = {
  title: 'Grayscale',
  lang: 'ja',
  partner: {name: 'Grayscale', tagline: JAPANESE_TAGLINE, category: '採用・選考', logoSvg},
};

/** The words a card draws, read back from its SVG with the words kept as text. */
async function wordsOf(content: CardContent): Promise<string> {
  const svg = await renderCardSvg(content, HOST, {embedFont: false});
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
}

describe('share cards in other languages', () => {
  it("reads a German partner page's language and the kind its hero shows in German", () => {
    const html =
      `<!doctype html><html lang=de><head><title>Grayscale | Omnia</title>` +
      `<meta property=og:url content=${SITE.url}/de/partners/grayscale>` +
      `<meta property=og:image content=${SITE.url}/de/img/share/partners/grayscale.png></head><body><section>` +
      `<div><p class=eyebrow_nEuK>Recruiting und Einstellung<h1 id=partner-name>Grayscale</h1></div></section></body></html>`;
    const partners: PartnerCards = new Map([['/de/partners/grayscale', {...GERMAN.partner!, category: undefined}]]);
    expect(pageCard(html, {...SITE, baseUrl: '/de/'}, partners)).toEqual({
      file: '/img/share/partners/grayscale.png',
      content: GERMAN,
    });
  });

  it('draws a German card with German words only', async () => {
    const words = await wordsOf(GERMAN);
    expect(words).toContain('RECRUITING UND EINSTELLUNG');
    expect(words).toContain('Textnachrichten und Bewerberbindung für Volumenrecruiting');
    expect(words).toContain('Omnia-Partner');
    expect(words).not.toMatch(/Omnia partner|RECRUITING AND HIRING/);
  });

  it('has its own words in every language the site is published in, and refuses a language it lacks', () => {
    for (const {htmlLang} of Object.values(LOCALES)) expect(partnerLine(htmlLang)).toBeTruthy();
    expect(partnerLine('es-419')).toBe('Socio de Omnia');
    expect(partnerLine('pt-BR')).toBe('Parceiro da Omnia');
    expect(() => partnerLine('fr')).toThrow(/no words in that language.*words\.ts/);
  });

  it('cuts Noto Sans JP to the characters Inter lacks, at the weight each is set in, and holds every one', async () => {
    expect(charactersOutsideInter('Grayscale · www.omnia-ecosystem.com Textnachrichten für')).toEqual(new Map());
    const japanese = [...new Set(JAPANESE_TITLE + JAPANESE_TAGLINE)].filter((character) =>
      /[^\x20-\x7e]/.test(character),
    );
    const fonts = await fallbackFonts({400: JAPANESE_TAGLINE, 700: JAPANESE_TITLE});
    expect(new Set(fonts.map((font) => font.weight))).toEqual(new Set([400, 700]));
    const parsed = fonts.map((font) => ({...font, face: opentype.parse(new Uint8Array(font.data).buffer)}));
    for (const [weight, text] of [
      [400, JAPANESE_TAGLINE],
      [700, JAPANESE_TITLE],
    ] as const) {
      const missing = japanese
        .filter((character) => text.includes(character))
        .filter(
          (character) => !parsed.some((font) => font.weight === weight && font.face.charToGlyphIndex(character) > 0),
        );
      expect(missing).toEqual([]);
    }
    // A few KB per slice, not the 5.5 MB package.
    const bytes = fonts.reduce((sum, font) => sum + font.data.length, 0);
    expect(bytes).toBeLessThan(200 * 1024);
  });

  it('draws Japanese glyphs on the card, and refuses to draw a character no font holds', async () => {
    // satori asks for another font for any character the card's fonts lack: the card then fails.
    const card = await renderCard({title: JAPANESE_TITLE, lang: 'ja'}, HOST);
    const latinOnly = await renderCard({title: 'SAP', lang: 'ja'}, HOST);
    expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(card.length).toBeLessThan(150 * 1024);
    // The kana and kanji add ink: the PNG compresses to more bytes than the card without them.
    expect(card.length).toBeGreaterThan(latinOnly.length + 5 * 1024);
    const partnerCard = await renderCard(JAPANESE, HOST);
    expect(partnerCard.length).toBeLessThan(150 * 1024);
    expect(await wordsOf(JAPANESE)).toContain('Omniaのパートナー');
    await expect(renderCard({title: 'Omnia 🎉', lang: 'en'}, HOST)).rejects.toThrow(/no font holds "🎉"/);
  });

  it('breaks Japanese lines between phrases, never inside a word', () => {
    // One compound, longer than a card's line: cut at its words.
    expect(japanesePhrases(JAPANESE_TITLE)).toEqual(['SAP', 'パートナー', '業務', 'アウトソーシング']);
    // Phrases, not words: a word-by-word cut would let a line start with 採用を or 連絡と.
    expect(japanesePhrases(JAPANESE_TAGLINE)).toEqual([
      'SAP',
      ' ',
      'SuccessFactors',
      ' ',
      'Recruitingでの',
      '大量採用を',
      '支える、',
      '候補者との',
      'SMS連絡と',
      'エンゲージメント',
    ]);
    expect(japanesePhrases('「パートナー」を選ぶ')).toEqual(['「パートナー」を', '選ぶ']);
    expect(japanesePhrases('パートナーシップを始めましょう')).toEqual(['パートナーシップを', '始めましょう']);
  });
});
