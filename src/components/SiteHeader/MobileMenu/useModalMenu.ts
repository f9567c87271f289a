import {useEffect, type RefObject} from 'react';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';

/** What the keyboard can reach inside the open menu (minus what sits in a collapsed sub-list). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The width from which the desktop navigation replaces the menu (SiteHeader's breakpoint). */
const WIDE_SCREEN = '(min-width: 997px)';

type Options = {
  open: boolean;
  /** Closes the menu without moving focus (the caller decides where focus goes). */
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/**
 * While the menu is open it behaves as a modal layer over the page: the page does not scroll
 * under it, everything outside the header is inert (no clicks, no focus, hidden from screen
 * readers), Tab and Shift+Tab cycle through the menu button and the menu's links, and Escape
 * closes it and gives focus back to the menu button. Growing past the phone layout closes it.
 */
export function useModalMenu({open, onClose, panelRef, toggleRef}: Options) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return undefined;

    const cycle = () => [
      ...(toggleRef.current ? [toggleRef.current] : []),
      ...Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]')),
    ];

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = cycle();
      const first = elements[0];
      const last = elements[elements.length - 1];
      const active = document.activeElement as HTMLElement | null;
      const outside = !active || !elements.includes(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const wide = window.matchMedia?.(WIDE_SCREEN);
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide?.addEventListener('change', onWide);

    // Inert and still, the page behind is restyled and laid out whole: that waits until the menu
    // is on screen, and giving the page back until it is gone, so neither holds the frame that
    // answers the tap. Keys are handled from the first moment, and the backdrop takes pointers.
    let release: (() => void) | undefined;
    const cancelHold = afterNextPaint(() => (release = holdPage(panel.closest('header') ?? panel)));

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
      cancelHold();
      if (release) afterNextPaint(release);
    };
  }, [open, onClose, panelRef, toggleRef]);
}

/** Makes the page outside `keep` inert and stops it scrolling; returns how to give it back. */
function holdPage(keep: Element): () => void {
  const restoreInert = makeOutsideInert(keep);
  const root = document.documentElement;
  const previousOverflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    restoreInert();
    root.style.overflow = previousOverflow;
  };
}

/**
 * Marks every element of the page outside `keep` inert (the siblings of `keep` and of each of its
 * ancestors), and returns how to undo it. Elements that were inert already stay so.
 */
function makeOutsideInert(keep: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
