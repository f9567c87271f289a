import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import {groupByCategory} from '@site/src/partners/categories';
import {contactReplyPromise} from '@site/src/lib/replyPromise';
import {allPartners} from '@site/src/partners/allPartners';
import CategoryGroup from './CategoryGroup';
import CategoryNav from './CategoryNav';
import styles from './styles.module.css';

/**
 * The /partners page: every partner document, grouped by its `category` (src/partners/categories.ts).
 * Grouping rather than filter buttons: it works without JavaScript, every partner is in the
 * pre-rendered HTML for search engines, and the hero's links jump straight to a kind.
 */
export default function PartnerIndex() {
  const groups = groupByCategory(allPartners);
  return (
    <>
      <PageHero
        titleId="partners-index-title"
        eyebrow={translate({
          id: 'partners.index.eyebrow',
          message: 'Our Partners',
          description: 'Small label above the heading of the /partners page (one or two words)',
        })}
        title={translate({
          id: 'partners.index.title',
          message: 'The partners we grow with in the SAP ecosystem',
          description: 'The heading (h1) of the /partners page, which lists every partner by kind',
        })}
        description={translate({
          id: 'partners.index.description',
          message:
            'Software vendors and service firms for every part of HR, each co-selling with SAP account executives through Omnia. Choose a partner to read its story.',
          description: 'The two sentences under the heading of the /partners page',
        })}>
        <CategoryNav groups={groups} />
      </PageHero>
      <Section as="div" className={styles.directory}>
        {groups.map((group) => (
          <CategoryGroup key={group.category.slug} category={group.category} partners={group.partners} />
        ))}
      </Section>
      <CtaBand
        title={translate({
          id: 'partners.index.cta.title',
          message: 'Ready to partner with us?',
          description:
            'Heading of the call to action that closes the /partners page ({wbr} marks where a Japanese line may break)',
        })}
        description={translate(
          {
            id: 'partners.index.cta.description',
            message: 'Tell us about your product and where you want to grow with SAP. {replyPromise}',
            description:
              'Under the heading of the call to action that closes the /partners page. {replyPromise} is the sentence saying how soon Omnia replies (translated on its own)',
          },
          {replyPromise: contactReplyPromise()},
        )}
        actions={
          <Button to="/join-ecosystem" variant="cta" size="lg">
            <Translate
              id="partners.index.cta.action"
              description="Button of the call to action that closes the /partners page, to the contact page. The specification quotes this English wording: keep the English as it is">
              Let's partner together
            </Translate>
          </Button>
        }
      />
    </>
  );
}
