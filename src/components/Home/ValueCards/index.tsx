import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import VALUES from '@generated/site-content/default/values.json';

/** The value cards (content/site.yaml, values). */
export default function ValueCards() {
  return (
    <Section tone="dark" labelledBy="value-cards-title">
      <SectionTitle
        id="value-cards-title"
        eyebrow="Why Omnia"
        title="What we bring to every partnership"
        description="An operator inside the SAP ecosystem, not an agency on the outside."
      />
      <CardGrid items={VALUES} />
    </Section>
  );
}
