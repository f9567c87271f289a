/**
 * The goals the team counts (docs/analytics.md), reported by the form and the language menu. This
 * is all of analytics that every page carries: a build without analytics never connects a sender,
 * so a goal goes nowhere and nothing loads. With analytics, Root connects the sender it is loading
 * (src/lib/analytics.ts), and goals reported meanwhile wait for it.
 */
export type Goal = 'Lead' | 'Language switch';
export type GoalSender = (goal: Goal, props: Record<string, string>) => void;

let sender: Promise<GoalSender | undefined> | undefined;

export function connectGoalSender(loading: Promise<GoalSender | undefined>): void {
  sender = loading;
}

/** Counts a goal when analytics is on; otherwise does nothing. Properties: fixed words, never what a visitor typed. */
export function trackGoal(goal: Goal, props: Record<string, string> = {}): void {
  void sender?.then((send) => send?.(goal, props));
}
