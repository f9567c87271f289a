import {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import {CardList} from '@site/src/components/CardGrid';
import Icon from '@site/src/components/Icon';
import PartnerCard from '@site/src/components/PartnerCard';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import {ALL_PARTNERS_PATH} from '@site/src/lib/site';
import {allPartners} from '@site/src/partners/allPartners';
import {partnersAfter} from './partnersAfter';
import styles from './styles.module.css';

export type MorePartnersProps = {
  /** Permalink of the partner page this block closes; that partner is left out. */
  currentPermalink: string;
  /** How many other partners to show. */
  count?: number;
};

/**
 * The foot of a partner profile: the next partners in document order, as cards that link to
 * their profiles, and the way to all partners. Read from the partner directory, so a new
 * document takes its place here by its `order` alone.
 */
export default function MorePartners({currentPermalink, count = 3}: MorePartnersProps) {
  const titleId = useId();
  const partners = partnersAfter(allPartners, currentPermalink, count);
  if (partners.length === 0) return null;
  return (
    <Section tone="muted" labelledBy={titleId}>
      <SectionTitle
        id={titleId}
        title={translate({
          id: 'partners.more.title',
          message: 'More partners',
          description: 'Heading of the band of other partners at the foot of a partner profile',
        })}
        description={translate({
          id: 'partners.more.description',
          message: 'Other companies Omnia brings to SAP customers and their account teams.',
          description: 'One sentence under the "More partners" heading at the foot of a partner profile',
        })}
      />
      <CardList columns={3}>
        {partners.map((partner) => (
          <PartnerCard key={partner.permalink} partner={partner} />
        ))}
      </CardList>
      <div className={styles.all}>
        <Button to={ALL_PARTNERS_PATH} variant="outline" size="lg">
          <Translate
            id="partners.more.viewAll"
            description="Button under the other partners' cards at the foot of a partner profile, to the list of every partner (3 words)">
            View All Partners
          </Translate>
          <Icon name="arrowRight" />
        </Button>
      </div>
    </Section>
  );
}
