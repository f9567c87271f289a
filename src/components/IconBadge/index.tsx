import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The icon drawn in the badge: an <Icon> or a small inline SVG. */
  children: ReactNode;
  className?: string;
};

/**
 * The one icon badge: a 44 px tinted tile with a line icon, on cards, contact cards and the
 * partner kinds of /partners. Decorative: the text beside it says what it means. On a dark band
 * (Section tone="dark") it turns translucent by itself.
 */
export default function IconBadge({children, className}: Props) {
  return (
    <span className={clsx(styles.badge, className)} aria-hidden="true">
      {children}
    </span>
  );
}
