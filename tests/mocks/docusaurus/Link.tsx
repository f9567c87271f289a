import type {AnchorHTMLAttributes, MouseEvent} from 'react';

/**
 * Docusaurus's Link renders an anchor and navigates client-side; here it renders the anchor and
 * stops jsdom's (unimplemented) page navigation, after the component's own onClick.
 */
export default function Link({to, href, onClick, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string}) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
  };
  return <a href={to ?? href} onClick={click} {...props} />;
}
