import type {AnchorHTMLAttributes, MouseEvent} from 'react';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Docusaurus's test for an address outside the site: it has a protocol (https:, mailto:, tel:) or starts with //. */
const isExternal = (target: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);

/**
 * jsdom (the unit tests' browser) implements no page navigation: following a link there logs an
 * error, or moves the location other tests read. The editor's preview is a real browser frame.
 */
const cannotNavigate = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

/**
 * @docusaurus/Link without a router: a plain anchor. Like the real one, it opens every address
 * outside the site in a new tab unless the caller says otherwise. Under jsdom the click stops
 * after the component's own onClick.
 */
export default function Link({to, href, onClick, children, ...props}: LinkProps) {
  const target = to ?? href;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (cannotNavigate) event.preventDefault();
  };
  const newTab = target && isExternal(target) ? {target: '_blank', rel: 'noopener noreferrer'} : {};
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- this file stands in for @docusaurus/Link itself
    <a href={target} onClick={click} {...newTab} {...props}>
      {children}
    </a>
  );
}
