import {useEffect, useRef} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Button from '@site/src/components/Button';
import {JOIN_LINK, NAV_ITEMS, hasDropdown} from '../navigation';
import NavLinkItem from '../NavLinkItem';
import {useSingleOpen} from '../useSingleOpen';
import styles from './styles.module.css';

type Props = {open: boolean; onClose: () => void; toggleRef: React.RefObject<HTMLButtonElement | null>};

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The collapsible menu for narrow screens. Sub-lists expand one at a time (opening one collapses
 * the other; pressing the open one collapses it); choosing any link closes the menu; Escape closes
 * it and returns focus to the menu button.
 */
export default function MobileMenu({open, onClose, toggleRef}: Props) {
  const {openId, toggle, close: collapseAll} = useSingleOpen<string>();
  const panelRef = useRef<HTMLDivElement>(null);
  const {pathname, hash} = useLocation();

  // Any navigation, including the browser's back button, closes the menu.
  useEffect(() => onClose(), [pathname, hash, onClose]);

  useEffect(() => {
    if (!open) {
      collapseAll();
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose, collapseAll, toggleRef]);

  return (
    <div id={MOBILE_MENU_ID} ref={panelRef} className={clsx(styles.panel, open && styles.open)} hidden={!open}>
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) =>
          hasDropdown(item) ? (
            <li key={item.id}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={openId === item.id}
                aria-controls={`mobile-submenu-${item.id}`}
                onClick={() => toggle(item.id)}>
                {item.name}
                <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" width="14" height="14">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
              <ul id={`mobile-submenu-${item.id}`} className={styles.subList} hidden={openId !== item.id}>
                {item.items.map((link) => (
                  <li key={link.href}>
                    <NavLinkItem link={link} className={styles.subLink} onClick={onClose} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.href}>
              <NavLinkItem link={item} className={styles.link} onClick={onClose} />
            </li>
          ),
        )}
      </ul>
      <Button to={JOIN_LINK.href} variant="default" className={styles.join} onClick={onClose}>
        {JOIN_LINK.name}
      </Button>
    </div>
  );
}
