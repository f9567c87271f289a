/**
 * The three recent events: the home page's Recent Highlights cards and the service page's event
 * list show them, each in its own words. Each event's figures are written once, here, and both
 * wordings use them.
 */

/**
 * The individual LinkedIn posts are not known yet, so every card links to Omnia's LinkedIn
 * company page, where the posts live. Swap in a per-post URL here once it is known; these are
 * plain external links, never images or embeds loaded from LinkedIn.
 */
export const OMNIA_LINKEDIN_URL = 'https://www.linkedin.com/company/omnia-ecosystem/';

export type SiteEvent = {
  id: string;
  /** Where it happened, e.g. "San Diego"; omitted rather than guessed. */
  place?: string;
  /** When, as published (e.g. "2025"); omitted rather than guessed. */
  when?: string;
  /** The Recent Highlights card on the home page. */
  highlight: {title: string; description: string};
  /** The event list on the service page. */
  listing: {name: string; description: string};
  /** External post about the event; opens in a new tab. */
  link: string;
};

const QUARTERLY_REVIEW = {pipeline: '$4M', deals: 'two 7-figure deals'};
const KICKOFF_ATTENDEES = '350+';
const EVENT_WEEK_GUESTS = '500+';

export const EVENTS: readonly SiteEvent[] = [
  {
    id: 'quarterly-review',
    highlight: {
      title: 'Regional quarterly business review',
      description: `A quarterly review with a regional SAP sales team surfaced ${QUARTERLY_REVIEW.pipeline} in pipeline and ${QUARTERLY_REVIEW.deals} for our partners.`,
    },
    listing: {
      name: 'Regional quarterly review',
      description: `Partner solutions presented at a regional quarterly review of SAP's business: ${QUARTERLY_REVIEW.pipeline} in pipeline and ${QUARTERLY_REVIEW.deals}.`,
    },
    link: OMNIA_LINKEDIN_URL,
  },
  {
    id: 'san-diego-kickoff',
    place: 'San Diego',
    highlight: {
      title: 'Sales Cloud kickoff in San Diego',
      description: `We joined ${KICKOFF_ATTENDEES} attendees at SAP's Sales Cloud kickoff in San Diego to connect our partners with the sellers who bring them into deals.`,
    },
    listing: {
      name: 'Sales-cloud kickoff',
      description: `A sales-cloud kickoff with ${KICKOFF_ATTENDEES} attendees from SAP's field teams, customers and partners.`,
    },
    link: OMNIA_LINKEDIN_URL,
  },
  {
    id: 'las-vegas-2025',
    place: 'Las Vegas',
    when: '2025',
    highlight: {
      title: 'Las Vegas 2025 event week',
      description: `A week of partner meetings, customer conversations and an evening event for ${EVENT_WEEK_GUESTS} guests in Las Vegas.`,
    },
    listing: {
      name: 'Las Vegas event week',
      description: `An event week in Las Vegas, with a party that welcomed ${EVENT_WEEK_GUESTS} guests from across the SAP ecosystem.`,
    },
    link: OMNIA_LINKEDIN_URL,
  },
];

/** An event's illustration, 800×500 (scripts/assets/build.sh writes it, and a 1600-wide copy for 2x screens). */
export function eventImage(event: SiteEvent) {
  return {src: `/img/highlights/${event.id}.webp`, width: 800, height: 500};
}

/** The same illustration with its 2x copy, for images shown large. */
export function eventImageWithSrcSet(event: SiteEvent) {
  const image = eventImage(event);
  return {...image, srcSet: `${image.src} 800w, /img/highlights/${event.id}-1600.webp 1600w`};
}

/** The events as the service page lists them (src/components/EventList). */
export const LISTED_EVENTS = EVENTS.map((event) => ({
  ...event.listing,
  ...(event.place ? {place: event.place} : {}),
  ...(event.when ? {when: event.when} : {}),
  image: eventImage(event),
}));
