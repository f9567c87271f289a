import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import MorePartners from '@site/src/components/MorePartners';
import PageMetadata from '@site/src/components/PageMetadata';
import {PARTNERS_INDEX_PATH} from '@site/src/lib/site';
import {usePartner} from '@site/src/partners/usePartner';
import {usePartnerLanguages} from '@site/src/partners/usePartnerLanguages';
import {partnerOrganization} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

/**
 * Frame of a partner profile: the MDX body (which composes the partner components), the "More
 * partners" cards, and the page's metadata. "Edit this page" appears only in a preview build
 * that asks for it (SHOW_EDIT_LINKS): the docs plugin then gives the page an edit address.
 */
export default function PartnerPageLayout({children}: {children: ReactNode}) {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const partner = usePartner();
  // Translated into which languages: a profile shown in English under /de/ is not indexed.
  const languages = usePartnerLanguages();
  const editInNewTab = translate({
    id: 'partner.page.edit.newTab',
    message: '(opens the document in the repository, in a new tab)',
    description: "Heard by screen readers only, right after 'Edit this page' under a partner profile",
  });
  // What the partner's share card shows, in words, in the page's language.
  const imageAlt = translate(
    {
      id: 'partner.page.shareCardAlt',
      message: "{name}'s logo and name on Omnia's card, with its tagline: {tagline}",
      description:
        "Text alternative of the picture shown when a partner profile is shared on social media: {name} is the partner's name, {tagline} its one-line tagline",
    },
    {name: partner.name, tagline: partner.tagline},
  );

  return (
    <>
      <PageMetadata
        title={partner.name}
        description={partner.description}
        about={[partnerOrganization(siteConfig.url, partner)]}
        breadcrumbs={[
          // The index page, not /#partners: search engines drop the fragment, which would repeat Home.
          {
            name: translate({
              id: 'partner.page.breadcrumb',
              message: 'Our Partners',
              description:
                "A partner profile's breadcrumb to the /partners page, shown by search engines (one or two words)",
            }),
            path: PARTNERS_INDEX_PATH,
          },
          {name: partner.name, path: metadata.permalink},
        ]}
        keywords={partner.keywords}
        {...languages}
        image={partner.image}
        imageAlt={partner.image ? undefined : imageAlt}
      />
      {/* A div, not an article: the hero's h1 inside a sectioning element nested in another is not a
          top-level heading to HTML checkers and some screen readers (the W3C checker warns). */}
      <div className={`container ${styles.article}`}>
        <div className="markdown">
          <MDXContent>{children}</MDXContent>
        </div>
      </div>
      {metadata.editUrl && (
        <p className={`container ${styles.edit}`}>
          <Link href={metadata.editUrl} target="_blank" rel="noopener noreferrer">
            <Translate
              id="partner.page.edit"
              description="Link under a partner profile in a preview build, to its document in the repository">
              Edit this page
            </Translate>
            <span className="sr-only">{` ${editInNewTab}`}</span>
          </Link>
        </p>
      )}
      <MorePartners currentPermalink={metadata.permalink} />
    </>
  );
}
