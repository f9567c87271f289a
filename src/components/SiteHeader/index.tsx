import {memo, useCallback, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import LanguageMenu from '@site/src/components/LanguageMenu';
import {SITE_NAME} from '@site/src/lib/site';
import OmniaLogo from '@site/static/img/logos/omnia.svg';
import PromoBar from './PromoBar';
import DesktopNav from './DesktopNav';
import MobileMenu, {MOBILE_MENU_ID} from './MobileMenu';
import {joinLink} from '@site/src/lib/navigation';
import styles from './styles.module.css';

/** The fixed header on every page: promo bar and navigation. */
export default function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dismissMenu = () => {
    closeMenu();
    toggleRef.current?.focus();
  };
  return (
    <header className={styles.header}>
      <PromoBar inert={menuOpen} />
      {/* A pointer convenience over the page while the menu is open; Escape is the keyboard's way. */}
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" onClick={dismissMenu} />}
      <nav
        className={styles.navbar}
        aria-label={translate({
          id: 'chrome.nav.label',
          message: 'Main',
          description: 'Screen readers\' name for the header navigation (announced as "Main, navigation")',
        })}>
        <div className={`container ${styles.inner}`}>
          <HomeLink />
          <div className={styles.desktopOnly}>
            <DesktopNav />
          </div>
          <div className={styles.actions}>
            <DesktopActions />
            <button
              ref={toggleRef}
              type="button"
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={
                menuOpen
                  ? translate({
                      id: 'chrome.nav.closeMenu',
                      message: 'Close menu',
                      description: "Screen readers' name for the phone header's menu button while the menu is open",
                    })
                  : translate({
                      id: 'chrome.nav.openMenu',
                      message: 'Open menu',
                      description: "Screen readers' name for the phone header's menu button while the menu is closed",
                    })
              }
              onClick={() => setMenuOpen((open) => !open)}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
            </button>
          </div>
        </div>
        <MobileMenu open={menuOpen} onClose={closeMenu} toggleRef={toggleRef} />
      </nav>
    </header>
  );
}

// The bar's parts that do not change with the phone menu: memoized, so opening it renders no link
// (docs/decisions/0093-a-tap-renders-no-link.md).
const HomeLink = memo(function HomeLink() {
  return (
    <Link
      to="/"
      className={styles.brand}
      aria-label={translate(
        {
          id: 'chrome.nav.homeLink',
          message: '{siteName} home',
          description: "Screen readers' name for the logo link to the home page; {siteName} is the company name Omnia",
        },
        {siteName: SITE_NAME},
      )}>
      {/* Drawn in the page, not fetched: a file here competed with the stylesheet for the first paint. */}
      <OmniaLogo title="" role={undefined} aria-hidden="true" className={styles.logo} />
    </Link>
  );
});

const DesktopActions = memo(function DesktopActions() {
  const join = joinLink();
  return (
    <>
      <LanguageMenu className={styles.desktopOnly} />
      <Button to={join.href} size="sm" className={styles.desktopOnly}>
        {join.name}
      </Button>
    </>
  );
});
