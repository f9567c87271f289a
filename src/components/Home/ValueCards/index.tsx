import {translate} from '@docusaurus/Translate';
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
        eyebrow={translate({
          id: 'home.values.eyebrow',
          message: 'Why Omnia',
          description: "Small label above the home page's value cards heading (short)",
        })}
        title={translate({
          id: 'home.values.title',
          message: 'What we bring to every partnership',
          description: "Heading of the home page's four value cards ({wbr} marks where a Japanese line may break)",
        })}
        description={translate({
          id: 'home.values.description',
          message: 'An operator inside the SAP ecosystem, not an agency on the outside.',
          description: "Sentence under the home page's value cards heading",
        })}
      />
      <CardGrid items={VALUES} />
    </Section>
  );
}
