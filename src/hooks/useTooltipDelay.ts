import {useCallback, useEffect, useRef, useState} from 'react';

/** A tooltip opens only after the pointer or focus rests this long, so passing over logos stays quiet. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Once one tooltip has been read, the next opens at once if it is reached within this window. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * When a tooltip last closed, shared by every tooltip on the page: moving from one logo to its
 * neighbour should not make the visitor wait 700 ms again.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Open/close state for one tooltip with the page-wide delay rules: `show` opens after 700 ms, or
 * at once when another tooltip closed less than 300 ms ago; `hide` closes at once and cancels a
 * pending open.
 */
export function useTooltipDelay() {
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = useCallback((next: boolean) => {
    if (openRef.current && !next) lastClosedAt = Date.now();
    openRef.current = next;
    setOpenState(next);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (openRef.current) return;
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) {
      setOpen(true);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_OPEN_DELAY_MS);
  }, [setOpen]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, [setOpen]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (openRef.current) lastClosedAt = Date.now();
    },
    [],
  );

  return {open, show, hide};
}
