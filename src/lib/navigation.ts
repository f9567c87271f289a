/**
 * The site's navigation in one place: the header's entries and its call to action, and the
 * footer's two columns of links. A new page gets its links here; SiteHeader and SiteFooter only
 * lay them out.
 */
import {translate} from '@docusaurus/Translate';
import {COPILOT_URL, PARTNERS_INDEX_PATH} from '@site/src/lib/site';

/** A link in the navigation. `external` opens a new tab. */
export type NavLink = {name: string; href: string; external?: boolean};

/** A top-level entry: a plain link, or a dropdown of links. */
export type NavItem = (NavLink & {items?: undefined}) | {name: string; id: string; items: NavLink[]};

/** The header's entries, named in the page's language: call it while rendering. */
export function navItems(): NavItem[] {
  return [
    {
      name: translate({
        id: 'chrome.nav.whyOmnia',
        message: 'Why Omnia',
        description: 'Header menu: opens the list of links to the Why Omnia page sections (short)',
      }),
      id: 'why-omnia',
      items: [
        {
          name: translate({
            id: 'chrome.nav.differentiation',
            message: 'Differentiation',
            description: 'Header menu, under Why Omnia: link to what sets Omnia apart (short)',
          }),
          href: '/why-omnia#differentiation',
        },
        {
          name: translate({
            id: 'chrome.nav.howWeOperate',
            message: 'How We Operate',
            description: "Header menu, under Why Omnia: link to Omnia's five-step process (short)",
          }),
          href: '/why-omnia#how-we-operate',
        },
        {
          name: translate({
            id: 'chrome.nav.trackRecord',
            message: 'Track Record',
            description: "Header menu, under Why Omnia: link to Omnia's results in figures (short)",
          }),
          href: '/why-omnia#track-record',
        },
      ],
    },
    {
      name: translate({
        id: 'chrome.nav.ourPartners',
        message: 'Our Partners',
        description: "Header menu: link to the home page's section of partner logos (short)",
      }),
      href: '/#partners',
    },
    {
      name: translate({
        id: 'chrome.nav.resources',
        message: 'Resources',
        description: 'Header menu: opens the list of resource links (short)',
      }),
      id: 'resources',
      items: [
        {
          name: translate({
            id: 'chrome.nav.copilot',
            message: 'Partner Co-Pilot',
            description:
              "Header menu, under Resources: link to Omnia's external Partner Co-Pilot site (a product name; short)",
          }),
          href: COPILOT_URL,
          external: true,
        },
        {
          name: translate({
            id: 'chrome.nav.recentHighlights',
            message: 'Recent Highlights',
            description: "Header menu, under Resources: link to the home page's recent events (short)",
          }),
          href: '/#recent-highlights',
        },
        {
          name: translate({
            id: 'chrome.nav.contact',
            message: 'Contact',
            description: "Header menu, under Resources: link to the home page's contact form (short)",
          }),
          href: '/#contact',
        },
      ],
    },
  ];
}

/** The header's call to action (a button on wide screens, the last entry of the phone menu). */
export function joinLink(): NavLink {
  return {
    name: translate({
      id: 'chrome.nav.join',
      message: 'Join the SAP Ecosystem',
      description:
        "Header button to the contact page, for vendors who want to partner with Omnia (short). English quoted by the site's specification: do not reword the English.",
    }),
    href: '/join-ecosystem',
  };
}

export const hasDropdown = (item: NavItem): item is Extract<NavItem, {items: NavLink[]}> => item.items !== undefined;

/** The footer's Quick Links: the home page's sections, named in the page's language. */
export function footerQuickLinks(): NavLink[] {
  return [
    {
      name: translate({
        id: 'chrome.footer.howWeOperate',
        message: 'How We Operate',
        description: "Footer, Quick Links: link to the home page's five-step process (short)",
      }),
      href: '/#how-we-operate',
    },
    {
      name: translate({
        id: 'chrome.footer.ourPartners',
        message: 'Our Partners',
        description: "Footer, Quick Links: link to the home page's partner logos (short)",
      }),
      href: '/#partners',
    },
    {
      name: translate({
        id: 'chrome.footer.recentHighlights',
        message: 'Recent Highlights',
        description: "Footer, Quick Links: link to the home page's recent events (short)",
      }),
      href: '/#recent-highlights',
    },
    {
      name: translate({
        id: 'chrome.footer.contact',
        message: 'Contact',
        description: "Footer, Quick Links: link to the home page's contact form (short)",
      }),
      href: '/#contact',
    },
  ];
}

/** The footer's Company column: the company's pages, named in the page's language. */
export function footerCompanyLinks(): NavLink[] {
  return [
    {
      name: translate({
        id: 'chrome.footer.about',
        message: 'About Omnia',
        description: 'Footer, Company: link to the About page (short; Omnia is the company name)',
      }),
      href: '/about',
    },
    {
      name: translate({
        id: 'chrome.footer.whyOmnia',
        message: 'Why Omnia',
        description: 'Footer, Company: link to the Why Omnia page (short)',
      }),
      href: '/why-omnia',
    },
    {
      name: translate({
        id: 'chrome.footer.service',
        message: 'SAP Partner Process Outsourcing',
        description:
          "Footer, Company: link to the page of Omnia's SAP Partner Process Outsourcing service (the service's name; {wbr} marks where a Japanese line may break)",
      }),
      href: '/services/sap-partner-process-outsourcing',
    },
    {
      name: translate({
        id: 'chrome.footer.partners',
        message: 'Partners',
        description: 'Footer, Company: link to the index of all partners (short)',
      }),
      href: PARTNERS_INDEX_PATH,
    },
    {
      name: translate({
        id: 'chrome.footer.workWithUs',
        message: 'Work with Us',
        description:
          "Footer, Company: link to the contact page for vendors who want to partner with Omnia (short). English quoted by the site's specification: do not reword the English.",
      }),
      href: '/join-ecosystem',
    },
  ];
}
