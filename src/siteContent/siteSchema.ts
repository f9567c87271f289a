/**
 * The contract of content/site.yaml, the site facts that change from time to time: the public
 * e-mail address, the regions, the track record and About's partner results (each figure with its
 * source), the value cards and the operating steps. The build, the dev server, `npm run
 * check:content` and the editor at /admin read this one schema.
 */
import * as z from 'zod';
import {ICON_NAMES} from '../components/Icon/names';
import {httpsUrl, metricSchema} from '../partners/sections';

const text = (field: string, min: number, max: number) =>
  z
    .string({error: `${field} is required: a line of text`})
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`);

const icon = z.enum(ICON_NAMES, {
  error: (issue) => `icon "${String(issue.input)}" does not exist. Allowed icons: ${ICON_NAMES.join(', ')}`,
});

/** A set of headline figures and where they come from (every figure has a source, as on partner pages). */
const figures = (field: string, count: number) =>
  z.strictObject({
    source: text('source', 3, 120),
    items: z
      .array(metricSchema, {error: `${field}.items is required: a list of ${count} figures`})
      .length(count, `${field} shows exactly ${count} figures: the layout has room for ${count}`),
  });

export const REGION_CODE = /^[A-Z]{2,5}$/;

export const siteFactsSchema = z.strictObject({
  /** The address visitors write to: the footer, the contact cards, the form's fallback. */
  email: z
    .string({error: 'email is required: the address visitors write to'})
    .trim()
    .pipe(z.email({error: 'email must be an e-mail address, like name@example.org'})),
  /** Omnia's company page on LinkedIn: the site's profile in search results, where event posts live. */
  linkedin: httpsUrl('linkedin'),
  /** Omnia's postal address, on one line: the privacy notice names it with the company when it is given. */
  postalAddress: text('postalAddress', 10, 200).optional(),
  /** SAP's sales regions Omnia works in, in the order the map and the value card list them. */
  regions: z
    .array(
      z.strictObject({
        code: z.string().regex(REGION_CODE, 'code must be 2 to 5 capital letters, like EMEA'),
        name: text('name', 4, 60),
      }),
      {error: 'regions is required: the list of regions, each with code and name'},
    )
    .length(4, 'regions lists exactly 4 regions: the map on /about draws these four'),
  /** Omnia's track record across its partners: /why-omnia counts them up, the service page shows them. */
  trackRecord: figures('trackRecord', 3),
  /** What partners gain with Omnia, on /about. */
  partnerResults: figures('partnerResults', 3),
  /** The four cards under "What we bring to every partnership" on the home page. */
  values: z
    .array(
      z.strictObject({
        icon,
        title: text('title', 3, 40),
        /** A short figure or fact under the title. */
        highlight: text('highlight', 2, 40).optional(),
        description: text('description', 20, 200),
      }),
      {error: 'values is required: the four value cards'},
    )
    .length(4, 'values lists exactly 4 cards: the home page lays them out in one row of four'),
  /** "How We Operate": the five steps, in order. */
  steps: z
    .array(z.strictObject({title: text('title', 3, 40), description: text('description', 20, 200)}), {
      error: 'steps is required: the five steps of How We Operate',
    })
    .length(5, 'steps lists exactly 5 steps: How We Operate has five'),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type Region = SiteFacts['regions'][number];
export type ValueCard = SiteFacts['values'][number];
export type OperatingStep = SiteFacts['steps'][number];
