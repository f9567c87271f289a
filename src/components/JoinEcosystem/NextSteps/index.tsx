import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import Steps from '@site/src/components/Steps';

const STEPS = [
  {
    title: 'We review your message',
    description: 'A member of our partnerships team reads your message and learns about your company and goals.',
  },
  {
    title: 'An intro call',
    description: 'We meet to hear about your solution, your customers and what you want from the SAP ecosystem.',
  },
  {
    title: 'A partnership assessment',
    description:
      "We assess your SAP fit: where your solution fills a gap, which of SAP's teams sell to your buyers, and where to start.",
  },
  {
    title: 'Proposal & kickoff',
    description:
      "You receive a proposal for working together. Once agreed, we kick off and start engaging SAP's teams.",
  },
];

/** "What Happens Next?": the four steps after a visitor gets in touch. */
export default function NextSteps() {
  return (
    <Section labelledBy="next-steps-title">
      <SectionTitle id="next-steps-title" eyebrow="After you reach out" title="What Happens Next?" />
      <Steps items={STEPS} />
    </Section>
  );
}
