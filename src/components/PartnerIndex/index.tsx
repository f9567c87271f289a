import Button from '@site/src/components/Button';
import CtaBand from '@site/src/components/CtaBand';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import {groupByCategory} from '@site/src/partners/categories';
import {allPartners} from '@site/src/partners/directory';
import {CONTACT_REPLY_PROMISE} from '@site/src/lib/site';
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
        eyebrow="Our Partners"
        title="The partners we grow with in the SAP ecosystem"
        description="Software vendors and service firms for every part of HR, each co-selling with SAP account executives through Omnia. Choose a partner to read its story.">
        <CategoryNav groups={groups} />
      </PageHero>
      <Section as="div" className={styles.directory}>
        {groups.map((group) => (
          <CategoryGroup key={group.category.slug} category={group.category} partners={group.partners} />
        ))}
      </Section>
      <CtaBand
        title="Ready to partner with us?"
        description={`Tell us about your product and where you want to grow with SAP. ${CONTACT_REPLY_PROMISE}`}
        actions={
          <Button to="/join-ecosystem" variant="cta" size="lg">
            Let's partner together
          </Button>
        }
      />
    </>
  );
}
