import {memo, useMemo} from 'react';
import clsx from 'clsx';
import {useDismiss} from '@site/src/hooks/useDismiss';
import {hasDropdown, navItems} from '@site/src/lib/navigation';
import DisclosureButton from '../DisclosureButton';
import NavLinkItem from '../NavLinkItem';
import {useSingleOpen} from '../useSingleOpen';
import styles from './styles.module.css';

/**
 * Navigation for wide screens. Dropdowns are disclosure buttons (aria-expanded/aria-controls):
 * Enter or Space toggles, Escape closes and returns focus to the button, and a click or focus
 * outside closes.
 */
function DesktopNav() {
  const {openId, toggle, close} = useSingleOpen<string>();
  const {rootRef, onBlur} = useDismiss<HTMLUListElement>(Boolean(openId), close, (root) =>
    root.querySelector<HTMLButtonElement>(`[aria-controls="desktop-menu-${openId}"]`),
  );
  // The same link objects from one render to the next: opening a dropdown then renders only the
  // toggles, not every link (NavLinkItem is memoized).
  const items = useMemo(() => navItems(), []);

  return (
    <ul ref={rootRef} className={styles.list} onBlur={onBlur}>
      {items.map((item) =>
        hasDropdown(item) ? (
          <li key={item.id} className={styles.item}>
            <DisclosureButton
              label={item.name}
              controls={`desktop-menu-${item.id}`}
              expanded={openId === item.id}
              onToggle={() => toggle(item.id)}
              className={styles.trigger}
              chevronClassName={styles.chevron}
            />
            <ul
              id={`desktop-menu-${item.id}`}
              className={clsx(styles.dropdown, openId === item.id && styles.dropdownOpen)}
              hidden={openId !== item.id}>
              {item.items.map((link) => (
                <li key={link.href}>
                  <NavLinkItem link={link} className={styles.dropdownLink} onClick={close} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.href} className={styles.item}>
            <NavLinkItem link={item} className={styles.link} />
          </li>
        ),
      )}
    </ul>
  );
}

// The phone menu's button re-renders the header; this part never changes with it.
export default memo(DesktopNav);
