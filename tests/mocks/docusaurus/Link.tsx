import type {AnchorHTMLAttributes, MouseEvent} from 'react';

/** Docusaurus's test for an address outside the site: it has a protocol (https:, mailto:, tel:) or starts with //. */
const isExternal = (target: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(target);

/**
 * Docusaurus's Link renders an anchor and navigates client-side; here it renders the anchor and
 * stops jsdom's (unimplemented) page navigation, after the component's own onClick. Like the real
 * one, it opens every address outside the site in a new tab unless the caller says otherwise.
 */
export default function Link({to, href, onClick, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}) {
  const target = to ?? href;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
  };
  const newTab = target && isExternal(target) ? {target: '_blank', rel: 'noopener noreferrer'} : {};
  return <a href={target} onClick={click} {...newTab} {...props} />;
}
