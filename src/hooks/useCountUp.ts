import {useEffect, useRef, useState} from 'react';
import {useInView} from './useInView';
import {usePrefersReducedMotion} from './usePrefersReducedMotion';

export const COUNT_UP = {
  /** Start when this share of the card is visible. */
  threshold: 0.3,
  durationMs: 2000,
  /** Small targets would tick too slowly over 2 s. */
  shortDurationMs: 800,
  shortDurationValue: 3,
  stepMs: 16,
  /** Delay between neighbouring cards. */
  staggerMs: 80,
} as const;

/** Cubic ease-out: fast start, gentle landing. */
export const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

export function countUpDuration(target: number): number {
  return target === COUNT_UP.shortDurationValue ? COUNT_UP.shortDurationMs : COUNT_UP.durationMs;
}

/** The value shown `elapsedMs` into the animation. */
export function countUpValue(target: number, elapsedMs: number): number {
  const progress = Math.min(1, Math.max(0, elapsedMs / countUpDuration(target)));
  return Math.round(target * easeOut(progress));
}

type Options = {
  /** Position of the card in its grid: card n waits n × 80 ms. */
  index?: number;
  /** Metrics marked static never animate. */
  isStatic?: boolean;
};

/**
 * Animated counter for a metric card. Pre-rendered HTML and the first client render show the
 * final value (so crawlers and no-JS visitors read real numbers); once hydrated the card counts
 * up from 0 when 30% of it is visible. Reduced motion and static metrics show the final value.
 */
export function useCountUp<T extends Element>(target: number, {index = 0, isStatic = false}: Options = {}) {
  const ref = useRef<T>(null);
  const inView = useInView(ref, {threshold: COUNT_UP.threshold});
  const reducedMotion = usePrefersReducedMotion();
  const [value, setValue] = useState(target);
  const [armed, setArmed] = useState(false);
  const animate = !isStatic && !reducedMotion;

  // After hydration, wind an animated counter back to 0 until it is seen.
  useEffect(() => {
    if (!animate || inView) return;
    setArmed(true);
    setValue(0);
  }, [animate, inView]);

  useEffect(() => {
    if (!animate) {
      setValue(target);
      return undefined;
    }
    // Armed but not yet seen: stay at 0 (resetting to the target here would undo the wind-back).
    if (!inView || !armed) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      const startedAt = Date.now();
      timer = setInterval(() => {
        const elapsed = Date.now() - startedAt;
        setValue(countUpValue(target, elapsed));
        if (elapsed >= countUpDuration(target)) clearInterval(timer);
      }, COUNT_UP.stepMs);
    }, index * COUNT_UP.staggerMs);
    return () => {
      clearTimeout(delay);
      clearInterval(timer);
    };
  }, [animate, inView, armed, target, index]);

  return {ref, value};
}
