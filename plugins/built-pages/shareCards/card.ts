/**
 * One share card, drawn as the site draws its dark hero (docs/design.md): navy gradient with one
 * blue glow, Inter, white heading, blue-300 eyebrow, muted lead. Partner cards put the partner's
 * logo on a white plate beside its name and tagline; every other card shows the page's title.
 * satori lays the card out to SVG (it reads WOFF, not WOFF2: the fonts are @fontsource/inter's
 * static WOFF cuts), resvg rasterises it to PNG.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {SHARE_CARD} from '../../../src/lib/shareCard';

export type CardContent = {
  title: string;
  /** Partner cards: the partner's name, tagline, kind and logo (an SVG file's text). */
  partner?: {name: string; tagline: string; category: string; logoSvg: string};
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

const require = createRequire(__filename);
const font = (weight: 400 | 600 | 700) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});
let fonts: ReturnType<typeof font>[] | undefined;

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const omniaMark = () =>
  svgDataUri(readFileSync(path.join(__dirname, '../../../static/img/logos/omnia-mark.svg'), 'utf8'));

const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) =>
  ({type, props: {...props, style, children}}) as Node;

/** The SVG's own aspect ratio, from its width/height or viewBox, to size the logo on the plate. */
function aspectRatio(svg: string): number {
  const width = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\sheight="([\d.]+)"/.exec(svg)?.[1]);
  if (width > 0 && height > 0) return width / height;
  const box = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg);
  return box ? Number(box[1]) / Number(box[2]) : 3;
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

function pageBody(title: string): Node {
  const size = title.length > 60 ? 60 : 72;
  return h(
    'div',
    {
      display: 'block',
      lineClamp: 3,
      maxWidth: 960,
      fontSize: size,
      fontWeight: 700,
      lineHeight: 1.1,
      letterSpacing: '-0.035em',
      color: COLOR.white,
    },
    title,
  );
}

function partnerBody(partner: NonNullable<CardContent['partner']>): Node {
  const ratio = aspectRatio(partner.logoSvg);
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
      h(
        'div',
        {fontSize: 24, fontWeight: 600, letterSpacing: '0.1em', textTransform: 'uppercase', color: COLOR.blue300},
        partner.category,
      ),
      h(
        'div',
        {
          display: 'block',
          lineClamp: 2,
          fontSize: 64,
          fontWeight: 700,
          lineHeight: 1.05,
          letterSpacing: '-0.035em',
          color: COLOR.white,
        },
        partner.name,
      ),
      h(
        'div',
        {display: 'block', lineClamp: 3, fontSize: 30, lineHeight: 1.35, color: COLOR.mutedOnDark},
        partner.tagline,
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

/** The card as a PNG. */
export async function renderCard(content: CardContent, siteHost: string): Promise<Buffer> {
  fonts ??= [font(400), font(600), font(700)];
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
    [
      ...glow(),
      brandRow(),
      content.partner ? partnerBody(content.partner) : pageBody(content.title),
      footer(content.partner ? `Omnia partner · ${siteHost}` : siteHost),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts,
  });
  // No system fonts: satori has turned every word into paths; partner logos hold paths only.
  return new Resvg(svg, {font: {loadSystemFonts: false}}).render().asPng();
}
