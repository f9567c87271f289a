/**
 * What the visit count hears from the pages (docs/analytics.md): page views, reported by Root on
 * every route, and the goals the team counts, reported by the form and the language menu. This is
 * all of analytics that every page carries: a build without analytics never connects a counter,
 * so nothing is sent and nothing loads. With analytics, Root connects the counter it is loading
 * (src/lib/analytics.ts), and what is reported meanwhile waits for it, in order.
 */
export type Goal = 'Lead' | 'Language switch';
export type VisitCounter = {
  pageView: (url: string) => void;
  goal: (goal: Goal, props: Record<string, string>) => void;
};

let counter: Promise<VisitCounter | undefined> | undefined;

export function connectVisitCounter(loading: Promise<VisitCounter | undefined>): void {
  counter = loading;
}

/** Counts a view of this address (the page's, as the visitor landed on or navigated to it). */
export function countPageView(url: string): void {
  void counter?.then((count) => count?.pageView(url));
}

/** Counts a goal when analytics is on; otherwise does nothing. Properties: fixed words, never what a visitor typed. */
export function trackGoal(goal: Goal, props: Record<string, string> = {}): void {
  void counter?.then((count) => count?.goal(goal, props));
}
