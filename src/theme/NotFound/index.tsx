import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import {REDIRECTS} from '@site/src/lib/site';

/**
 * Unknown paths. The built site answers the REDIRECTS with static redirect files; the dev server
 * and in-app navigation have none, so the same list is honoured here.
 */
export default function NotFound() {
  const {pathname} = useLocation();
  const redirect = REDIRECTS.find(({from}) => from === pathname.replace(/\/+$/, ''));
  if (redirect) return <Redirect to={redirect.to} />;
  return (
    <Layout
      title={translate({
        id: 'notFound.meta.title',
        message: 'Page Not Found',
        description: 'The not-found page\'s title (browser tab, before " | Omnia")',
      })}
      description={translate({
        id: 'notFound.meta.description',
        message: 'The page you asked for does not exist on the Omnia website.',
        description: "The not-found page's meta description (search results, link previews)",
      })}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFoundContent />
    </Layout>
  );
}
