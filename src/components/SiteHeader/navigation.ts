import {COPILOT_URL} from '@site/src/lib/site';

/** A link in the navigation. `external` opens a new tab. */
export type NavLink = {name: string; href: string; external?: boolean};

/** A top-level entry: a plain link, or a dropdown of links. */
export type NavItem = (NavLink & {items?: undefined}) | {name: string; id: string; items: NavLink[]};

export const NAV_ITEMS: NavItem[] = [
  {
    name: 'Why Omnia',
    id: 'why-omnia',
    items: [
      {name: 'Differentiation', href: '/why-omnia#differentiation'},
      {name: 'How We Operate', href: '/why-omnia#how-we-operate'},
      {name: 'Track Record', href: '/why-omnia#track-record'},
    ],
  },
  {name: 'Our Partners', href: '/#partners'},
  {
    name: 'Resources',
    id: 'resources',
    items: [
      {name: 'Partner Co-Pilot', href: COPILOT_URL, external: true},
      {name: 'Recent Highlights', href: '/#recent-highlights'},
      {name: 'Contact', href: '/#contact'},
    ],
  },
];

export const JOIN_LINK: NavLink = {name: 'Join the SAP Ecosystem', href: '/join-ecosystem'};

export const hasDropdown = (item: NavItem): item is Extract<NavItem, {items: NavLink[]}> => item.items !== undefined;
