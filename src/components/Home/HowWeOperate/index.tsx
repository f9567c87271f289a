import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import Steps from '@site/src/components/Steps';
import OPERATING_STEPS from '@generated/site-content/default/steps.json';

type Props = {
  /** short: the steps as they are (home); extended: the steps rise into view as they scroll in (/why-omnia). */
  variant?: 'short' | 'extended';
};

/** "How We Operate": the five steps from finding SAP's gaps to closing deals. One layout everywhere. */
export default function HowWeOperate({variant = 'short'}: Props) {
  return (
    <Section id="how-we-operate" labelledBy="how-we-operate-title">
      <SectionTitle
        id="how-we-operate-title"
        eyebrow={translate({
          id: 'home.howWeOperate.eyebrow',
          message: 'Our Process',
          description: 'Small label above the How We Operate heading (home and Why Omnia pages; short)',
        })}
        title={translate({
          id: 'home.howWeOperate.title',
          message: 'How We Operate',
          description: "Heading of the section of Omnia's five steps (home and Why Omnia pages; short)",
        })}
        description={translate({
          id: 'home.howWeOperate.description',
          message: 'Five steps take you from finding where SAP needs you to closing deals with its account teams.',
          description: 'Sentence under the How We Operate heading, before the five steps',
        })}
      />
      <Steps items={OPERATING_STEPS} reveal={variant === 'extended'} />
    </Section>
  );
}
