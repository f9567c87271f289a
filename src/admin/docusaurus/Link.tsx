import type {AnchorHTMLAttributes} from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** @docusaurus/Link in the preview: a plain link (the preview frame has no router). */
export default function Link({to, href, children, ...rest}: LinkProps) {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- this file stands in for @docusaurus/Link itself
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
