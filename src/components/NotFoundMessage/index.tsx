import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {withPhraseBreaks} from '@site/src/lib/phraseBreaks';
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
      <h1 className={styles.title}>
        {withPhraseBreaks(
          translate({
            id: 'notFound.title',
            message: 'Oops! Page not found',
            description:
              "Heading of the not-found page, under a large 404. English quoted by the site's specification: do not reword the English.",
          }),
        )}
      </h1>
      <p className={styles.text}>
        <Translate id="notFound.text" description="The not-found page's sentence under its heading">
          The page you are looking for has moved or never existed.
        </Translate>
      </p>
      <Button to="/" size="lg">
        <Translate id="notFound.home" description="Button on the not-found page that goes to the home page (short)">
          Return to Home
        </Translate>
      </Button>
    </main>
  );
}
