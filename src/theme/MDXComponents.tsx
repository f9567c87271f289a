/**
 * Components every MDX document (partner profiles, the service page) can use without imports.
 * The theme's own entries (headings, links, code, admonitions …) stay as they are. In a partner
 * document the sections (<FeatureCards />, <MetricGrid />, <PdfDownload /> …) read its front matter;
 * src/partners/mdxBody.ts lists the ones a partner document may use, with their props.
 */
import MDXComponents from '@theme-original/MDXComponents';
import {BenefitCards, FeatureCards} from '@site/src/components/PartnerCards';
import EventList from '@site/src/components/EventList';
import Icon from '@site/src/components/Icon';
import PartnerActions from '@site/src/components/PartnerActions';
import PartnerHero from '@site/src/components/PartnerHero';
import PartnerHighlights from '@site/src/components/PartnerHighlights';
import PartnerMetrics from '@site/src/components/PartnerMetrics';
import PartnerRing from '@site/src/components/PartnerRing';
import PartnerStatuses from '@site/src/components/PartnerStatuses';
import PdfDownload from '@site/src/components/PdfDownload';
import PerformancePanel from '@site/src/components/PerformancePanel';
import ProductToggle, {Product} from '@site/src/components/ProductToggle';
import ServiceHero from '@site/src/components/ServiceHero';

export default {
  ...MDXComponents,
  PartnerHero,
  PartnerHighlights,
  // Partner documents place their front matter metrics with <MetricGrid />.
  MetricGrid: PartnerMetrics,
  FeatureCards,
  BenefitCards,
  PartnerActions,
  PdfDownload,
  ProductToggle,
  Product,
  Icon,
  PerformancePanel,
  EventList,
  PartnerStatuses,
  PartnerRing,
  ServiceHero,
};
