export type Highlight = {
  id: string;
  title: string;
  description: string;
  /**
   * An illustration of the event; it repeats the title, so it is decorative (alt="").
   * `srcSet` lists the same picture for 2x screens (scripts/assets/build.sh writes both files).
   */
  image: {src: string; srcSet?: string; width: number; height: number};
  /** External post about the event; opens in a new tab. */
  link: string;
};

/**
 * The individual LinkedIn posts are not in the spec, so every card links to Omnia's LinkedIn
 * company page, where the posts live. Swap in a per-post URL here once it is known; these are
 * plain external links, never images or embeds loaded from LinkedIn.
 */
export const OMNIA_LINKEDIN_URL = 'https://www.linkedin.com/company/omnia-ecosystem/';

const image = (name: string) => ({
  src: `/img/highlights/${name}.webp`,
  srcSet: `/img/highlights/${name}.webp 800w, /img/highlights/${name}-1600.webp 1600w`,
  width: 800,
  height: 500,
});

/** Recent events; the figures are the spec's. */
export const HIGHLIGHTS: readonly Highlight[] = [
  {
    id: 'quarterly-review',
    title: 'Regional quarterly business review',
    description:
      'A quarterly review with a regional SAP sales team surfaced $4M in pipeline and two 7-figure deals for our partners.',
    image: image('quarterly-review'),
    link: OMNIA_LINKEDIN_URL,
  },
  {
    id: 'san-diego-kickoff',
    title: 'Sales Cloud kickoff in San Diego',
    description:
      "We joined 350+ attendees at SAP's Sales Cloud kickoff in San Diego to connect our partners with the sellers who bring them into deals.",
    image: image('san-diego-kickoff'),
    link: OMNIA_LINKEDIN_URL,
  },
  {
    id: 'las-vegas-2025',
    title: 'Las Vegas 2025 event week',
    description:
      'A week of partner meetings, customer conversations and an evening event for 500+ guests in Las Vegas.',
    image: image('las-vegas-2025'),
    link: OMNIA_LINKEDIN_URL,
  },
];
