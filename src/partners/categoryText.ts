/**
 * What visitors read for each kind of partner, in the page's language: the label (the /partners
 * section heading, its link in the hero, a profile's eyebrow) and the summary under the heading.
 *
 * The English of ./categories.ts stays the writers' and the build's: the editor's choices, the
 * schema's "did you mean" hint and the share cards read it in Node, where @docusaurus/Translate
 * does not load. So the English is written twice, once there and once here as each message (the
 * messages must be literals for `docusaurus write-translations` to find them); a unit test keeps the
 * two the same. Call categoryText() while rendering: the page's language is known then.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {withoutPhraseBreaks} from '../lib/phraseBreakMarker';
import {withPhraseBreaks} from '../lib/phraseBreaks';
import type {PartnerCategory} from './categories';

export type CategoryText = {
  /** The name as text: a link in the hero, a profile's eyebrow. */
  label: string;
  /** The name as the /partners section heading, where a `{wbr}` in the message may break its line. */
  heading: ReactNode;
  summary: string;
};

const LABEL =
  'The name of a kind of partner: a heading on /partners, a link in its hero, the eyebrow of a profile (at most about 30 characters). In the heading, {wbr} marks where a line may break (Japanese compounds); elsewhere it is left out.';
const SUMMARY = 'One sentence under a kind of partner on /partners, saying what its partners do.';

const TEXT: Record<PartnerCategory, () => {label: string; summary: string}> = {
  'recruiting-hiring': () => ({
    label: translate({
      id: 'partners.category.recruitingHiring.label',
      message: 'Recruiting and hiring',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.recruitingHiring.summary',
      message: 'Engage, screen, assess and hire candidates, in step with SAP SuccessFactors Recruiting.',
      description: SUMMARY,
    }),
  }),
  'hr-consulting': () => ({
    label: translate({id: 'partners.category.hrConsulting.label', message: 'HR consulting', description: LABEL}),
    summary: translate({
      id: 'partners.category.hrConsulting.summary',
      message: 'Consultancies that implement, optimize and support SAP SuccessFactors.',
      description: SUMMARY,
    }),
  }),
  'hr-transformation': () => ({
    label: translate({
      id: 'partners.category.hrTransformation.label',
      message: 'HR transformation',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.hrTransformation.summary',
      message: 'Operating model, HRIS and payroll change for organizations working across countries.',
      description: SUMMARY,
    }),
  }),
  'time-attendance': () => ({
    label: translate({
      id: 'partners.category.timeAttendance.label',
      message: 'Time and attendance',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.timeAttendance.summary',
      message: 'Time capture, scheduling and absence management for hourly workforces.',
      description: SUMMARY,
    }),
  }),
  benefits: () => ({
    label: translate({id: 'partners.category.benefits.label', message: 'Benefits', description: LABEL}),
    summary: translate({
      id: 'partners.category.benefits.summary',
      message: 'Benefits administration and enrollment, connected to the HR core.',
      description: SUMMARY,
    }),
  }),
  'recognition-rewards': () => ({
    label: translate({
      id: 'partners.category.recognitionRewards.label',
      message: 'Recognition and rewards',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.recognitionRewards.summary',
      message: 'Recognition programs and rewards that work wherever a company employs people.',
      description: SUMMARY,
    }),
  }),
  coaching: () => ({
    label: translate({id: 'partners.category.coaching.label', message: 'Coaching', description: LABEL}),
    summary: translate({
      id: 'partners.category.coaching.summary',
      message: 'Live, on-demand coaching for wellbeing, careers and leadership.',
      description: SUMMARY,
    }),
  }),
  'learning-skills': () => ({
    label: translate({
      id: 'partners.category.learningSkills.label',
      message: 'Learning and skills',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.learningSkills.summary',
      message: 'Learning experiences and skills transformation for a workforce that keeps changing.',
      description: SUMMARY,
    }),
  }),
  'partner-ecosystems': () => ({
    label: translate({
      id: 'partners.category.partnerEcosystems.label',
      message: 'Partner ecosystems',
      description: LABEL,
    }),
    summary: translate({
      id: 'partners.category.partnerEcosystems.summary',
      message: 'Account mapping and co-selling with partners, SAP among them.',
      description: SUMMARY,
    }),
  }),
};

/** The label and summary of a kind of partner, in the page's language. */
export function categoryText(slug: PartnerCategory): CategoryText {
  const {label, summary} = TEXT[slug]();
  return {label: withoutPhraseBreaks(label), heading: withPhraseBreaks(label), summary};
}
