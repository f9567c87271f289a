import type {CardItem} from '@site/src/components/CardGrid';
import {REGIONS} from '@site/src/data/regions';

/** What Omnia brings to every partnership. Figures as published: 30+ years; the four SAP regions (src/data/regions.ts). */
export const VALUES: CardItem[] = [
  {
    title: 'Expertise',
    highlight: '30+ years',
    description: 'Seasoned SAP ecosystem operators who know how deals are sourced, sold and closed.',
    icon: 'award',
  },
  {
    title: 'Global Reach',
    highlight: REGIONS.map((region) => region.code).join(' · '),
    description: 'We work with SAP teams in every sales region, so your pipeline is not tied to one market.',
    icon: 'globe',
  },
  {
    title: 'Deep Relationships',
    description:
      "Daily engagement with SAP's account executives puts your solution in front of the right people at the right time.",
    icon: 'users',
  },
  {
    title: 'Revenue Acceleration',
    description: 'We turn co-sell motions into qualified pipeline and signed revenue, not just awareness.',
    icon: 'chart',
  },
];
