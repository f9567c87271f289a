import {EVENTS, eventImageWithSrcSet} from '@site/src/data/events';

export type Highlight = {
  id: string;
  title: string;
  description: string;
  /**
   * An illustration of the event; it repeats the title, so it is decorative (alt="").
   * `srcSet` lists the same picture for 2x screens.
   */
  image: {src: string; srcSet?: string; width: number; height: number};
  /** External post about the event; opens in a new tab. */
  link: string;
};

/** The Recent Highlights cards: the site's recent events (src/data/events.ts), in their home page wording. */
export const HIGHLIGHTS: readonly Highlight[] = EVENTS.map((event) => ({
  id: event.id,
  ...event.highlight,
  image: eventImageWithSrcSet(event),
  link: event.link,
}));
