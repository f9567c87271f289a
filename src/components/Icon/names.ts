/**
 * Every icon name, in a module without JSX: the partner front matter schema reads it in Node
 * (the build's front matter hook, `npm run check:content`), where .tsx files cannot be loaded.
 * ./paths.tsx draws exactly these (its type is checked against this list).
 */
export const ICON_NAMES = [
  'chart',
  'clock',
  'users',
  'message',
  'target',
  'shield',
  'globe',
  'sparkles',
  'handshake',
  'rocket',
  'check',
  'award',
  'book',
  'calendar',
  'scale',
  'clipboard',
  'briefcase',
  'layers',
  'zap',
  'heart',
  'search',
  'trophy',
  'arrowLeft',
  'arrowRight',
  'externalLink',
  'download',
  'mapPin',
  'pause',
  'play',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
