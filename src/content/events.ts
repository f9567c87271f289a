/**
 * Which events the pages show, decided when the site is built: the home page's Recent Highlights
 * are the three most recent events that have happened; the service page lists the upcoming ones
 * first, then the most recent. An event dated after the build is upcoming, never a past highlight;
 * a daily rebuild of the site (docs/deploying.md) moves it across once its day has passed.
 */

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

/** "2027-03-12" → "12 March 2027"; "2027-03" → "March 2027" (fixed locale: the same text on every machine). */
export function dateInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {month: 'long', timeZone: 'UTC'});
  return day ? `${day} ${monthName} ${year}` : `${monthName} ${year}`;
}

/** Today in UTC, as the build sees it. */
export const buildDay = (now = new Date()) => now.toISOString().slice(0, 10);
