/**
 * Which events the pages show, decided when the site is built: the home page's Recent Highlights
 * are the three most recent events that have happened; the service page lists the upcoming ones
 * first, then the most recent. An event dated after the build is upcoming, never a past highlight;
 * a daily rebuild of the site (docs/deploying.md) moves it across once its day has passed.
 */
import {DEFAULT_LOCALE, LOCALES, type LocaleCode} from '../lib/locales';
import type {ScreenWords} from './types';

/** The fields the choice reads: an ISO day (2026-03-12) or month (2026-03), and a tie-breaker. */
export type DatedEvent = {slug: string; date: string};

export const RECENT_HIGHLIGHTS = 3;
export const LISTED_PAST_EVENTS = 6;

/** The first day an event may have taken place: a month-only date counts from its first day. */
const firstDay = (date: string) => (date.length === 7 ? `${date}-01` : date);

/** Whether the event starts after `today` (yyyy-mm-dd, the build's date in UTC). */
export function isUpcoming(event: DatedEvent, today: string): boolean {
  return firstDay(event.date) > today;
}

const newestFirst = (a: DatedEvent, b: DatedEvent) =>
  firstDay(b.date).localeCompare(firstDay(a.date)) || a.slug.localeCompare(b.slug);

/** The most recent events that have happened, newest first. */
export function pastEvents<T extends DatedEvent>(events: readonly T[], today: string, limit: number): T[] {
  return events
    .filter((event) => !isUpcoming(event, today))
    .sort(newestFirst)
    .slice(0, limit);
}

/** Events still to come, soonest first. */
export function upcomingEvents<T extends DatedEvent>(events: readonly T[], today: string): T[] {
  return events.filter((event) => isUpcoming(event, today)).sort((a, b) => newestFirst(b, a));
}

/** How much of a date is shown: the year, the month and year, or the whole date. */
export type DatePrecision = 'year' | 'month' | 'day';

/** The tag dates are written with: British English for English (12 March 2027), each language's own otherwise. */
const dateTag = (locale: LocaleCode) => (locale === DEFAULT_LOCALE ? 'en-GB' : LOCALES[locale].htmlLang);

const PARTS: Record<DatePrecision, Intl.DateTimeFormatOptions> = {
  year: {year: 'numeric'},
  month: {month: 'long', year: 'numeric'},
  day: {day: 'numeric', month: 'long', year: 'numeric'},
};

/**
 * "2027-03-12" → "12 March 2027" (English), "12. März 2027" (German), "2027年3月12日" (Japanese);
 * "2027-03" → "March 2027". Written by Intl when the site is built, so the page and the browser
 * agree. Without a precision, as much as the date holds.
 */
export function dateInWords(date: string, locale: LocaleCode = DEFAULT_LOCALE, precision?: DatePrecision): string {
  const [year, month = 1, day] = date.split('-').map(Number);
  const shown = precision ?? (day ? 'day' : 'month');
  return new Intl.DateTimeFormat(dateTag(locale), {...PARTS[shown], timeZone: 'UTC'}).format(
    new Date(Date.UTC(year, month - 1, day || 1)),
  );
}

/**
 * How much of its date an event's English `when` shows, when it is the date in words ("2025",
 * "September 2025", "14 September 2025"): every language then shows the same part of the date, in
 * its own words. Undefined for other wording ("Spring 2026"), which translators translate.
 */
export function whenPrecision(when: string | undefined, date: string): DatePrecision | undefined {
  if (!when) return undefined;
  const possible: DatePrecision[] = date.length > 7 ? ['year', 'month', 'day'] : ['year', 'month'];
  return possible.find((precision) => dateInWords(date, DEFAULT_LOCALE, precision) === when.trim());
}

/** Today in UTC, as the build sees it. */
export const buildDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The words on an event's illustration: its first figure and that figure's label, in the language
 * the highlight is written in. An event without figures shows the screen's graphic alone.
 */
export function screenWords({figures}: {figures?: readonly (ScreenWords['figure'] & {label: string})[]}) {
  const [lead] = figures ?? [];
  // The editor's preview passes a figure still being typed.
  if (typeof lead?.value !== 'number' || !lead.label) return undefined;
  const {prefix, value, suffix, label} = lead;
  return {figure: {prefix, value, suffix}, label} satisfies ScreenWords;
}
