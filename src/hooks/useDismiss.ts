import {useCallback, useEffect, useRef, type FocusEvent} from 'react';

/**
 * Closes an open disclosure (a dropdown, the language menu) the ways a visitor expects: a press
 * outside it, focus leaving it, or Escape, which also gives focus back to the button that opened
 * it. Put `rootRef` and `onBlur` on the element that holds both the button and its panel.
 */
export function useDismiss<T extends HTMLElement>(
  open: boolean,
  close: () => void,
  buttonToFocusOnEscape: (root: T) => HTMLElement | null | undefined,
) {
  const rootRef = useRef<T>(null);
  // Read when a key is pressed, so a new function each render does not re-add the listeners.
  const focusTarget = useRef(buttonToFocusOnEscape);
  focusTarget.current = buttonToFocusOnEscape;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (rootRef.current) focusTarget.current(rootRef.current)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onBlur = useCallback(
    (event: FocusEvent<T>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
    },
    [close],
  );

  return {rootRef, onBlur};
}
