import clsx from 'clsx';
import {ICON_NAMES, type IconName} from './names';
import {ICON_PATHS} from './paths';
import styles from './styles.module.css';

export {ICON_NAMES, type IconName} from './names';

export type IconProps = {
  name: IconName;
  /** Width and height in pixels; defaults to the text size (1em). */
  size?: number;
  className?: string;
};

function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

/**
 * Inline SVG icon, drawn in the current text colour. Always decorative (aria-hidden): the text
 * next to it carries the meaning.
 */
export default function Icon({name, size, className}: IconProps) {
  // MDX is not type-checked: a misspelt name fails the build with the list of valid ones.
  if (!isIconName(name)) {
    throw new Error(`Unknown icon "${String(name)}". Use one of: ${ICON_NAMES.join(', ')}.`);
  }
  return (
    <svg
      className={clsx(styles.icon, className)}
      viewBox="0 0 24 24"
      width={size ?? '1em'}
      height={size ?? '1em'}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {ICON_PATHS[name]}
    </svg>
  );
}
