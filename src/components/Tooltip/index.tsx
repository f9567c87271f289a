import {useEffect, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTooltipDelay} from '@site/src/hooks/useTooltipDelay';
import styles from './styles.module.css';

type Props = {
  /** The text shown, which is also the trigger's accessible name. */
  label: string;
  /** Renders the trigger; give it `aria-labelledby={labelId}`. */
  children: (labelId: string) => ReactNode;
  className?: string;
};

/**
 * A naming tooltip for controls whose visible content is not text (a logo link). The tooltip text
 * IS the control's name, so the trigger is labelled by it (aria-labelledby) rather than described
 * by it: aria-describedby would make screen readers announce the name twice. The bubble itself is
 * aria-hidden so reading mode does not find the name a second time next to the link; a directly
 * referenced hidden element still names the link.
 *
 * Opens on hover and on keyboard focus (delays in useTooltipDelay); the pointer may move onto the
 * bubble without closing it, and Escape dismisses it (WCAG 1.4.13).
 */
export default function Tooltip({label, children, className}: Props) {
  const labelId = useId();
  const {open, show, hide} = useTooltipDelay();

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  return (
    <span
      className={clsx(styles.anchor, className)}
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}>
      {children(labelId)}
      <span id={labelId} aria-hidden="true" className={styles.bubble} data-open={open ? 'true' : undefined}>
        {label}
      </span>
    </span>
  );
}
