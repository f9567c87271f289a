/**
 * One share card, drawn as the site draws its dark hero (docs/design.md): navy gradient with one
 * blue glow, Inter, white heading, blue-300 eyebrow, muted lead. Partner cards put the partner's
 * logo on a white plate beside its name and tagline; every other card shows the page's title.
 * Every word is in the page's language: the page's own words, and ./words.ts for the one phrase the
 * page does not show. satori lays the card out to SVG with the fonts of ./fonts.ts (Inter, and
 * Noto Sans JP for what Inter lacks), resvg rasterises it to PNG.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {SHARE_CARD} from '../../src/lib/shareCard';
import {fallbackFonts, interFonts} from './fonts';
import {svgSize} from '../../src/lib/svgSize';
import {japanesePhrases} from './phrases';
import {partnerLine} from './words';

export type CardContent = {
  title: string;
  /** The page's language, its `<html lang>` (en, es-419, pt-BR, de, ja). */
  lang: string;
  /**
   * Partner cards: the partner's name, tagline and logo (an SVG file's text), and its kind as the
   * page's hero shows it above the name (none when the page shows none).
   */
  partner?: {name: string; tagline: string; category?: string; logoSvg: string};
};

type Node = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown}};

const COLOR = {
  navy900: '#0B1F3A',
  navy950: '#071529',
  blue300: '#8CC8FF',
  blue500: '#0A6ED1',
  mutedOnDark: '#B9C6D8',
  white: '#FFFFFF',
};

/**
 * Type settings that differ by script, as on the site (src/css/languages.css): Latin headings are
 * set tight, Japanese ones open (tight tracking makes kanji touch) and with taller lines.
 */
type TypeSettings = {titleLineHeight: number; nameLineHeight: number; displayTracking: string; eyebrowTracking: string};

const LATIN: TypeSettings = {
  titleLineHeight: 1.1,
  nameLineHeight: 1.05,
  displayTracking: '-0.035em',
  eyebrowTracking: '0.1em',
};
const JAPANESE: TypeSettings = {
  titleLineHeight: 1.3,
  nameLineHeight: 1.25,
  displayTracking: '0.02em',
  eyebrowTracking: '0.06em',
};

const isJapanese = (lang: string) => lang.toLowerCase().split('-')[0] === 'ja';

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const omniaMark = () => svgDataUri(readFileSync(path.join(__dirname, '../../static/img/logos/omnia-mark.svg'), 'utf8'));

const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) =>
  ({type, props: {...props, style, children}}) as Node;

/**
 * A text as a block's children: in Japanese, each phrase an unbreakable inline box (./phrases.ts),
 * so lines break between phrases; any other language as it is.
 */
function lines(text: string, type: TypeSettings): unknown {
  if (type !== JAPANESE) return text;
  return japanesePhrases(text).map((phrase) =>
    /^\s+$/.test(phrase) ? phrase : h('span', {display: 'inline-block'}, phrase),
  );
}

function brandRow(): Node {
  return h('div', {display: 'flex', alignItems: 'center', gap: 18}, [
    h('img', {width: 56, height: 56}, undefined, {src: omniaMark(), width: 56, height: 56}),
    h('div', {fontSize: 36, fontWeight: 700, color: COLOR.white, letterSpacing: '-0.02em'}, 'Omnia'),
  ]);
}

function footer(text: string): Node {
  return h('div', {display: 'flex', alignItems: 'center', gap: 16, fontSize: 26, color: COLOR.mutedOnDark}, [
    h('div', {width: 48, height: 6, borderRadius: 3, backgroundColor: COLOR.blue500}),
    h('div', {display: 'flex'}, text),
  ]);
}

function pageBody(title: string, type: TypeSettings): Node {
  const size = title.length > 60 ? 60 : 72;
  return h(
    'div',
    {
      display: 'block',
      lineClamp: 3,
      maxWidth: 960,
      fontSize: size,
      fontWeight: 700,
      lineHeight: type.titleLineHeight,
      letterSpacing: type.displayTracking,
      color: COLOR.white,
    },
    lines(title, type),
  );
}

function partnerBody(partner: NonNullable<CardContent['partner']>, type: TypeSettings): Node {
  const {width, height} = svgSize(partner.logoSvg, partner.name);
  const ratio = width / height;
  const logoWidth = Math.min(300, Math.round(150 * ratio));
  const logoHeight = Math.round(logoWidth / ratio);
  return h('div', {display: 'flex', alignItems: 'center', gap: 56}, [
    h(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 360,
        height: 240,
        flexShrink: 0,
        borderRadius: 28,
        backgroundColor: COLOR.white,
      },
      h('img', {width: logoWidth, height: logoHeight}, undefined, {
        src: svgDataUri(partner.logoSvg),
        width: logoWidth,
        height: logoHeight,
      }),
    ),
    h('div', {display: 'flex', flexDirection: 'column', gap: 18, width: 624}, [
      ...(partner.category
        ? [
            h(
              'div',
              {
                display: 'block',
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: type.eyebrowTracking,
                textTransform: 'uppercase',
                color: COLOR.blue300,
              },
              lines(partner.category, type),
            ),
          ]
        : []),
      h(
        'div',
        {
          display: 'block',
          lineClamp: 2,
          fontSize: 64,
          fontWeight: 700,
          lineHeight: type.nameLineHeight,
          letterSpacing: type.displayTracking,
          color: COLOR.white,
        },
        lines(partner.name, type),
      ),
      h(
        'div',
        {display: 'block', lineClamp: 3, fontSize: 30, lineHeight: 1.35, color: COLOR.mutedOnDark},
        lines(partner.tagline, type),
      ),
    ]),
  ]);
}

/**
 * The hero's blue glow as three flat, overlapping discs in the top right corner: a smooth gradient
 * over the whole card would triple the PNG's size (every pixel a new colour), flat discs keep the
 * card well under 150 KB.
 */
function glow(): Node[] {
  return [
    {size: 760, alpha: 0.12},
    {size: 520, alpha: 0.14},
    {size: 300, alpha: 0.16},
  ].map(({size, alpha}) =>
    h('div', {
      position: 'absolute',
      top: -size / 2 + 40,
      right: -size / 2 + 60,
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: `rgba(10, 110, 209, ${alpha})`,
    }),
  );
}

/**
 * The card as SVG, every letter a path: what resvg rasterises. With `embedFont: false` the words
 * stay <text> elements, for reading back what a card says.
 */
export async function renderCardSvg(content: CardContent, siteHost: string, {embedFont = true} = {}): Promise<string> {
  const {title, lang, partner} = content;
  const type = isJapanese(lang) ? JAPANESE : LATIN;
  const footerText = partner ? `${partnerLine(lang)} · ${siteHost}` : siteHost;
  // The words the card sets at each weight (the Omnia in the brand row is Inter's).
  const textAt = partner
    ? {400: `${partner.tagline} ${footerText}`, 600: partner.category, 700: partner.name}
    : {400: footerText, 700: title};
  const card = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: SHARE_CARD.width,
      height: SHARE_CARD.height,
      padding: '64px 80px',
      boxSizing: 'border-box',
      fontFamily: 'Inter',
      position: 'relative',
      backgroundColor: COLOR.navy900,
    },
    [...glow(), brandRow(), partner ? partnerBody(partner, type) : pageBody(title, type), footer(footerText)],
    // Japanese breaks into lines between words: satori's word segmenter needs the language.
    type === JAPANESE ? {lang: 'ja-JP'} : {},
  );
  return satori(card as Parameters<typeof satori>[0], {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts: [...interFonts(), ...(await fallbackFonts(textAt))],
    embedFont,
    // satori asks for more fonts when none of those given holds a character, and would otherwise
    // draw a "NO GLYPH" box in its place: fail the build instead.
    loadAdditionalAsset: async (_code: string, segment: string) => {
      throw new Error(`share cards: no font holds "${segment}", on the card of "${title}"`);
    },
  });
}

/** The card as a PNG. */
export async function renderCard(content: CardContent, siteHost: string): Promise<Buffer> {
  const svg = await renderCardSvg(content, siteHost);
  // No system fonts: satori has turned every word into paths; partner logos hold paths only.
  return new Resvg(svg, {font: {loadSystemFonts: false}}).render().asPng();
}
