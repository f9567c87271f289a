import Translate, {translate} from '@docusaurus/Translate';
import Button from '@site/src/components/Button';
import CardGrid, {type CardItem} from '@site/src/components/CardGrid';
import ContactSection from '@site/src/components/ContactSection';
import HowWeOperate from '@site/src/components/Home/HowWeOperate';
import MetricGrid from '@site/src/components/MetricGrid';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import SectionTitle from '@site/src/components/SectionTitle';
import TRACK_RECORD from '@generated/site-content/default/track-record.json';
import Differentiation from './Differentiation';

/** What a partner gets, in the page's language. */
function benefits(): CardItem[] {
  return [
    {
      icon: 'handshake',
      title: translate({
        id: 'whyOmnia.benefits.access.title',
        message: 'Direct access to SAP sellers',
        description: 'Why Omnia page, Benefits: title of the first card (short)',
      }),
      description: translate({
        id: 'whyOmnia.benefits.access.description',
        message:
          "We engage SAP's account executives every day, so your solution is part of their customer conversations.",
        description: 'Why Omnia page, Benefits: sentence of the Direct access to SAP sellers card',
      }),
    },
    {
      icon: 'chart',
      title: translate({
        id: 'whyOmnia.benefits.pipeline.title',
        message: 'Pipeline you can measure',
        description: 'Why Omnia page, Benefits: title of the second card (short)',
      }),
      description: translate({
        id: 'whyOmnia.benefits.pipeline.description',
        message: 'Sourced opportunities, customer meetings and deals are tracked and reported, not estimated.',
        description: 'Why Omnia page, Benefits: sentence of the Pipeline you can measure card',
      }),
    },
    {
      icon: 'users',
      title: translate({
        id: 'whyOmnia.benefits.team.title',
        message: 'An extension of your team',
        description: 'Why Omnia page, Benefits: title of the third card (short)',
      }),
      description: translate({
        id: 'whyOmnia.benefits.team.description',
        message: 'We run the partnership motion for you, from positioning to co-selling, without adding headcount.',
        description: 'Why Omnia page, Benefits: sentence of the An extension of your team card',
      }),
    },
    {
      icon: 'layers',
      title: translate({
        id: 'whyOmnia.benefits.howSapSells.title',
        message: 'Built around how SAP sells',
        description: 'Why Omnia page, Benefits: title of the fourth card (short)',
      }),
      description: translate({
        id: 'whyOmnia.benefits.howSapSells.description',
        message:
          "Our work follows SAP's regions, solution areas and partner programmes, so nothing is lost in translation.",
        description:
          'Why Omnia page, Benefits: sentence of the Built around how SAP sells card ("lost in translation": nothing gets misunderstood)',
      }),
    },
  ];
}

/** /why-omnia: the case for partnering with Omnia. */
export default function WhyOmnia() {
  return (
    <>
      <PageHero
        titleId="why-omnia-title"
        eyebrow={translate({
          id: 'whyOmnia.hero.eyebrow',
          message: 'Why Omnia',
          description: "Why Omnia page: small label above the page's main heading (short)",
        })}
        title={translate({
          id: 'whyOmnia.hero.title',
          message: 'Your growth team inside the SAP ecosystem',
          description: "Why Omnia page: the page's main heading",
        })}
        description={translate({
          id: 'whyOmnia.hero.description',
          message:
            "Software vendors and service firms choose Omnia because we do not advise from the outside: we work with SAP's account executives every day and turn that access into pipeline and revenue.",
          description: "Why Omnia page: the introduction under the page's main heading (one sentence)",
        })}
        actions={
          <>
            <Button to="/join-ecosystem" variant="hero" size="lg">
              <Translate
                id="whyOmnia.hero.cta"
                description="Why Omnia page: main call to action, to the contact page (short button). English quoted by the site's specification: do not reword the English.">
                Let's partner together
              </Translate>
            </Button>
            <Button to="/why-omnia#track-record" variant="glass" size="lg">
              <Translate
                id="whyOmnia.hero.trackRecord"
                description="Why Omnia page: second button in the opening band, to the Track Record section below (short)">
                See our track record
              </Translate>
            </Button>
          </>
        }
      />
      <Section labelledBy="benefits-title">
        <SectionTitle
          id="benefits-title"
          eyebrow={translate({
            id: 'whyOmnia.benefits.eyebrow',
            message: 'Benefits',
            description: 'Why Omnia page: small label above the benefits heading (one word)',
          })}
          title={translate({
            id: 'whyOmnia.benefits.title',
            message: 'What you get when you partner with Omnia',
            description: 'Why Omnia page: heading of the four benefit cards',
          })}
          description={translate({
            id: 'whyOmnia.benefits.description',
            message:
              "A partnership team that already works inside SAP's field, focused on the numbers that matter to you.",
            description: 'Why Omnia page: sentence under the benefits heading',
          })}
        />
        <CardGrid items={benefits()} />
      </Section>
      <Differentiation />
      <HowWeOperate variant="extended" />
      <Section id="track-record" tone="dark" labelledBy="track-record-title">
        <SectionTitle
          id="track-record-title"
          eyebrow={translate({
            id: 'whyOmnia.trackRecord.eyebrow',
            message: 'Track Record',
            description: "Why Omnia page: small label above the heading of Omnia's results in figures (short)",
          })}
          title={translate({
            id: 'whyOmnia.trackRecord.title',
            message: 'Proven Growth. Measurable Results.',
            description:
              "Why Omnia page: heading of Omnia's results in figures (two short phrases). English quoted by the site's specification: do not reword the English.",
          })}
          description={translate({
            id: 'whyOmnia.trackRecord.description',
            message: 'What our embedded model has delivered for partners so far.',
            description: 'Why Omnia page: sentence under the track record heading, above the figures',
          })}
        />
        <MetricGrid metrics={TRACK_RECORD} tone="dark" />
      </Section>
      <ContactSection />
    </>
  );
}
