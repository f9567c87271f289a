import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import Steps, {type StepItem} from '@site/src/components/Steps';

/** The four steps, in the page's language. */
function nextSteps(): StepItem[] {
  return [
    {
      title: translate({
        id: 'join.nextSteps.review.title',
        message: 'We review your message',
        description: 'Contact page, What Happens Next?: title of step 1 (short)',
      }),
      description: translate({
        id: 'join.nextSteps.review.description',
        message: 'A member of our partnerships team reads your message and learns about your company and goals.',
        description: 'Contact page, What Happens Next?: sentence of step 1',
      }),
    },
    {
      title: translate({
        id: 'join.nextSteps.introCall.title',
        message: 'An intro call',
        description: 'Contact page, What Happens Next?: title of step 2 (short)',
      }),
      description: translate({
        id: 'join.nextSteps.introCall.description',
        message: 'We meet to hear about your solution, your customers and what you want from the SAP ecosystem.',
        description: 'Contact page, What Happens Next?: sentence of step 2',
      }),
    },
    {
      title: translate({
        id: 'join.nextSteps.assessment.title',
        message: 'A partnership assessment',
        description: 'Contact page, What Happens Next?: title of step 3 (short)',
      }),
      description: translate({
        id: 'join.nextSteps.assessment.description',
        message:
          "We assess your SAP fit: where your solution fills a gap, which of SAP's teams sell to your buyers, and where to start.",
        description: 'Contact page, What Happens Next?: sentence of step 3',
      }),
    },
    {
      title: translate({
        id: 'join.nextSteps.proposal.title',
        message: 'Proposal & kickoff',
        description: 'Contact page, What Happens Next?: title of step 4 (short)',
      }),
      description: translate({
        id: 'join.nextSteps.proposal.description',
        message:
          "You receive a proposal for working together. Once agreed, we kick off and start engaging SAP's teams.",
        description: 'Contact page, What Happens Next?: sentence of step 4',
      }),
    },
  ];
}

/** "What Happens Next?": the four steps after a visitor gets in touch. */
export default function NextSteps() {
  return (
    <Section labelledBy="next-steps-title">
      <SectionTitle
        id="next-steps-title"
        eyebrow={translate({
          id: 'join.nextSteps.eyebrow',
          message: 'After you reach out',
          description: 'Contact page: small label above the heading of the steps after getting in touch (short)',
        })}
        title={translate({
          id: 'join.nextSteps.title',
          message: 'What Happens Next?',
          description:
            "Contact page: heading of the four steps after getting in touch (short). English quoted by the site's specification: do not reword the English.",
        })}
      />
      <Steps items={nextSteps()} />
    </Section>
  );
}
