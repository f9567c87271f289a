import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'hero',
  'cta',
  'glass',
] as const;
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon', 'hero'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

type LinkButtonProps = CommonProps & {
  /** Internal path (/join-ecosystem) or full URL. */
  to: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
} & Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'className' | 'children'>;

type NativeButtonProps = CommonProps & {to?: undefined} & Omit<
    ComponentPropsWithoutRef<'button'>,
    'className' | 'children'
  >;

export type ButtonProps = LinkButtonProps | NativeButtonProps;

export function buttonClassName(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra?: string) {
  return clsx(styles.button, styles[`variant-${variant}`], styles[`size-${size}`], extra);
}

/** The site's one button: a link when given `to`, otherwise a <button>. */
export default function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const {variant, size, className, children, to, external, ...anchorProps} = props;
    const newTab = external ? {target: '_blank', rel: 'noopener noreferrer'} : {};
    return (
      <Link to={to} className={buttonClassName(variant, size, className)} {...newTab} {...anchorProps}>
        {children}
      </Link>
    );
  }
  const {variant, size, className, children, type = 'button', ...buttonProps} = props;
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...buttonProps}>
      {children}
    </button>
  );
}
