import {memo, type MouseEventHandler} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {NavLink} from '@site/src/lib/navigation';

type Props = {link: NavLink; className?: string; onClick?: MouseEventHandler<HTMLAnchorElement>};

/**
 * A navigation link; external ones open a new tab and say so to screen readers. Memoized: a menu
 * that opens or closes renders no link again as long as it keeps the same link objects
 * (docs/decisions/0093-a-tap-renders-no-link.md).
 */
function NavLinkItem({link, className, onClick}: Props) {
  if (link.external) {
    return (
      <Link to={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {link.name}
        <span className="sr-only">
          {' '}
          <Translate
            id="common.link.opensInNewTab"
            description="Read by screen readers after the name of a link that opens in a new browser tab">
            (opens in a new tab)
          </Translate>
        </span>
      </Link>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onClick}>
      {link.name}
    </Link>
  );
}

export default memo(NavLinkItem);
