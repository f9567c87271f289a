import {memo, useEffect, useMemo, useRef} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Button from '@site/src/components/Button';
import {MobileLanguageMenu} from '@site/src/components/LanguageMenu';
import {hasDropdown, joinLink, navItems} from '@site/src/lib/navigation';
import DisclosureButton from '../DisclosureButton';
import NavLinkItem from '../NavLinkItem';
import {useSingleOpen} from '../useSingleOpen';
import {useModalMenu} from './useModalMenu';
import styles from './styles.module.css';

type Props = {open: boolean; onClose: () => void; toggleRef: React.RefObject<HTMLButtonElement | null>};

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The collapsible menu for narrow screens. Sub-lists expand one at a time (opening one collapses
 * the other; pressing the open one collapses it); choosing any link closes the menu. While open it
 * is modal (see useModalMenu): focus stays in it, Escape closes it and returns focus to the menu
 * button, and SiteHeader dims the page behind it with a backdrop that closes it when tapped.
 */
export default function MobileMenu({open, onClose, toggleRef}: Props) {
  const {openId, toggle, close: collapseAll} = useSingleOpen<string>();
  const {pathname, hash} = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);

  // Any navigation, including the browser's back button, closes the menu.
  useEffect(() => onClose(), [pathname, hash, onClose]);

  // A menu opens with its sub-lists collapsed.
  useEffect(() => {
    if (!open) collapseAll();
  }, [open, collapseAll]);

  useModalMenu({open, onClose, panelRef, toggleRef});

  return (
    <div ref={panelRef} id={MOBILE_MENU_ID} className={clsx(styles.panel, open && styles.open)} hidden={!open}>
      <MenuEntries openId={openId} onToggle={toggle} onClose={onClose} />
      <MenuEnd onClose={onClose} />
    </div>
  );
}

type EntriesProps = {openId: string | null; onToggle: (id: string) => void; onClose: () => void};

// The menu's contents, memoized apart from its panel: opening and closing the menu renders none of
// them, and a sub-list's toggle renders only the toggles (docs/decisions/0093-a-tap-renders-no-link.md).
const MenuEntries = memo(function MenuEntries({openId, onToggle, onClose}: EntriesProps) {
  const items = useMemo(() => navItems(), []);
  return (
    <ul className={styles.list}>
      {items.map((item) =>
        hasDropdown(item) ? (
          <li key={item.id}>
            <DisclosureButton
              label={item.name}
              controls={`mobile-submenu-${item.id}`}
              expanded={openId === item.id}
              onToggle={() => onToggle(item.id)}
              className={styles.trigger}
              chevronClassName={styles.chevron}
            />
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
  );
});

/** The join button and the language list under the entries, memoized for the same reason. */
const MenuEnd = memo(function MenuEnd({onClose}: {onClose: () => void}) {
  const join = joinLink();
  return (
    <>
      <Button to={join.href} variant="default" className={styles.join} onClick={onClose}>
        {join.name}
      </Button>
      <MobileLanguageMenu />
    </>
  );
});
