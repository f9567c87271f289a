/**
 * What the pages read from the content collections (content/site.yaml, content/highlights/),
 * as plugins/site-content publishes it at build time. Browser-safe: types only.
 */

/** A picture as a card draws it: one file, or responsive variants of an uploaded photo. */
export type CardImage = {
  src: string;
  width: number;
  height: number;
  /** The same picture at other widths (the illustrations' 2x copy). */
  srcSet?: string;
  /** AVIF and WebP variants of a photo, best first, for <picture>. */
  sources?: {type: 'image/avif' | 'image/webp'; srcSet: string}[];
  /** What a photo shows; illustrations repeat the card's title and are decorative (""). */
  alt: string;
  /** What an illustration's screen says, set over it in the page's language: the pictures carry no words. */
  screen?: ScreenWords;
};

/** An event's lead figure and what it counts, as its highlight declares them. */
export type ScreenWords = {figure: {prefix?: string; value: number; suffix?: string}; label: string};

/** One Recent Highlights card on the home page. */
export type HighlightCardData = {
  id: string;
  title: string;
  description: string;
  image: CardImage;
  /** External post about the event; opens in a new tab. */
  link: string;
};

/** One event on the service page's list. */
export type ListedEvent = {
  id: string;
  name: string;
  description: string;
  place?: string;
  /** How the date reads beside the place ("2025", or the full date of an upcoming event). */
  when?: string;
  /** Set for an event that has not happened yet when the site was built. */
  upcoming?: boolean;
  image: CardImage;
};
