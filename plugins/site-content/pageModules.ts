/**
 * What each page imports from the content collections, as one small JSON module per use, so a
 * page ships only the facts it shows (the footer's e-mail address is on every page; the events
 * only on the two pages that list them, LinkedIn only in structured data).
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE, type LocaleCode} from '../../src/lib/locales';
import {FOUNDED_MONTH} from '../../src/lib/site';
import type {Highlight} from '../../src/siteContent/readContent';
import type {SiteFacts} from '../../src/siteContent/siteSchema';
import type {CardImage, HighlightCardData, ListedEvent} from '../../src/siteContent/types';
import {
  dateInWords,
  isUpcoming,
  LISTED_PAST_EVENTS,
  pastEvents,
  RECENT_HIGHLIGHTS,
  screenWords,
  upcomingEvents,
} from '../../src/siteContent/events';

/** The pictures of the highlights that bring a photo, by slug: responsive variants made at build time. */
export type PhotoVariants = Map<string, Omit<CardImage, 'alt'>>;

/** The site's own illustration of an event, drawn by scripts/assets/ (800×500, with a 1600-wide copy). */
export const ILLUSTRATION_SIZE = {width: 800, height: 500} as const;
const DEFAULT_ILLUSTRATION = 'event';

function illustration(highlight: Highlight, staticDir: string, withSrcSet: boolean): CardImage {
  const {slug} = highlight;
  const name = fs.existsSync(path.join(staticDir, `img/highlights/${slug}.webp`)) ? slug : DEFAULT_ILLUSTRATION;
  const src = `/img/highlights/${name}.webp`;
  const screen = screenWords(highlight);
  return {
    src,
    ...ILLUSTRATION_SIZE,
    ...(withSrcSet ? {srcSet: `${src} 800w, /img/highlights/${name}-1600.webp 1600w`} : {}),
    alt: '',
    ...(screen ? {screen} : {}),
  };
}

export type PageModulesInput = {
  facts: SiteFacts;
  highlights: readonly Highlight[];
  photos: PhotoVariants;
  staticDir: string;
  /** The build's day, yyyy-mm-dd: what counts as upcoming. */
  today: string;
  /** The language being built: dates are written in its words. */
  locale?: LocaleCode;
};

export function pageModules({facts, highlights, photos, staticDir, today, locale = DEFAULT_LOCALE}: PageModulesInput) {
  const image = (highlight: Highlight, withSrcSet: boolean): CardImage => {
    const photo = photos.get(highlight.slug);
    return photo ? {...photo, alt: highlight.imageAlt ?? ''} : illustration(highlight, staticDir, withSrcSet);
  };
  const card = (highlight: Highlight): HighlightCardData => ({
    id: highlight.slug,
    title: highlight.title,
    description: highlight.description,
    image: image(highlight, true),
    link: highlight.link,
  });
  const listed = (highlight: Highlight): ListedEvent => {
    const upcoming = isUpcoming(highlight, today);
    // An upcoming event shows its whole date; a past one its `when`, written by Intl when it is the date in words.
    const when = upcoming
      ? dateInWords(highlight.date, locale)
      : highlight.whenPrecision
        ? dateInWords(highlight.date, locale, highlight.whenPrecision)
        : highlight.when;
    return {
      id: highlight.slug,
      name: highlight.listing?.title ?? highlight.title,
      description: highlight.listing?.description ?? highlight.description,
      ...(highlight.place ? {place: highlight.place} : {}),
      ...(when ? {when} : {}),
      ...(upcoming ? {upcoming} : {}),
      image: image(highlight, false),
    };
  };
  return {
    // Every page's footer shows the address: a bare string keeps it as light in main.js as a literal.
    'email.json': facts.email,
    'linkedin.json': facts.linkedin,
    // Only the privacy notice reads it: null while no address is entered.
    'postal-address.json': facts.postalAddress ?? null,
    'regions.json': facts.regions,
    // Words Intl writes, written here: a page's first Intl object loads ICU's data, a long task in
    // the middle of hydration (src/lib/digits.ts says more). "April 2024"; "NA, LATAM, EMEA, and APJ".
    'founded.json': dateInWords(FOUNDED_MONTH, locale, 'month'),
    'region-names.json': new Intl.ListFormat(locale, {type: 'conjunction'}).format(
      facts.regions.map((region) => region.name),
    ),
    'track-record.json': facts.trackRecord.items,
    'partner-results.json': facts.partnerResults.items,
    'values.json': facts.values,
    'steps.json': facts.steps,
    'recent-highlights.json': pastEvents(highlights, today, RECENT_HIGHLIGHTS).map(card),
    'event-list.json': [...upcomingEvents(highlights, today), ...pastEvents(highlights, today, LISTED_PAST_EVENTS)].map(
      listed,
    ),
  };
}

export type PageModules = ReturnType<typeof pageModules>;
