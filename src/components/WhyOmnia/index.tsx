import Button from '@site/src/components/Button';
import {BenefitCards, type CardItem} from '@site/src/components/CardGrid';
import ContactSection from '@site/src/components/ContactSection';
import HowWeOperate from '@site/src/components/Home/HowWeOperate';
import MetricGrid from '@site/src/components/MetricGrid';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import TRACK_RECORD from '@generated/site-content/default/track-record.json';
import Differentiation from './Differentiation';

const BENEFITS: CardItem[] = [
  {
    icon: 'handshake',
    title: 'Direct access to SAP sellers',
    description:
      "We engage SAP's account executives every day, so your solution is part of their customer conversations.",
  },
  {
    icon: 'chart',
    title: 'Pipeline you can measure',
    description: 'Sourced opportunities, customer meetings and deals are tracked and reported, not estimated.',
  },
  {
    icon: 'users',
    title: 'An extension of your team',
    description: 'We run the partnership motion for you, from positioning to co-selling, without adding headcount.',
  },
  {
    icon: 'layers',
    title: 'Built around how SAP sells',
    description:
      "Our work follows SAP's regions, solution areas and partner programmes, so nothing is lost in translation.",
  },
];

/** /why-omnia: the case for partnering with Omnia. */
export default function WhyOmnia() {
  return (
    <>
      <PageHero
        titleId="why-omnia-title"
        eyebrow="Why Omnia"
        title="Your growth team inside the SAP ecosystem"
        description="Software vendors and service firms choose Omnia because we do not advise from the outside: we work with SAP's account executives every day and turn that access into pipeline and revenue."
        actions={
          <>
            <Button to="/join-ecosystem" variant="hero" size="lg">
              Let's partner together
            </Button>
            <Button to="/why-omnia#track-record" variant="glass" size="lg">
              See our track record
            </Button>
          </>
        }
      />
      <Section labelledBy="benefits-title">
        <SectionTitle
          id="benefits-title"
          eyebrow="Benefits"
          title="What you get when you partner with Omnia"
          description="A partnership team that already works inside SAP's field, focused on the numbers that matter to you."
        />
        <BenefitCards items={BENEFITS} />
      </Section>
      <Differentiation />
      <HowWeOperate variant="extended" />
      <Section id="track-record" tone="dark" labelledBy="track-record-title">
        <SectionTitle
          id="track-record-title"
          eyebrow="Track Record"
          title="Proven Growth. Measurable Results."
          description="What our embedded model has delivered for partners so far."
        />
        <MetricGrid metrics={TRACK_RECORD} tone="dark" />
      </Section>
      <ContactSection />
    </>
  );
}
