import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import Button from '@site/src/components/Button';
import styles from './styles.module.css';

/** Body of the not-found page. The missing path is logged so broken inbound links show up in monitoring. */
export default function NotFoundMessage() {
  const {pathname} = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <main className={styles.main}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Oops! Page not found</h1>
      <p className={styles.text}>The page you are looking for has moved or never existed.</p>
      <Button to="/" size="lg">
        Return to Home
      </Button>
    </main>
  );
}
