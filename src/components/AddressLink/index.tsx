import type {ReactNode} from 'react';

type Props = {
  /** A `mailto:` or `tel:` address. */
  href: `mailto:${string}` | `tel:${string}`;
  className?: string;
  children: ReactNode;
};

/**
 * A mail or phone address, opened in the visitor's mail or phone app in place. A plain anchor:
 * Docusaurus's Link treats any address with a scheme as external and opens it in a new, blank tab.
 */
export default function AddressLink({href, className, children}: Props) {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- Link would open the address in a blank tab (see above).
    <a className={className} href={href}>
      {children}
    </a>
  );
}
