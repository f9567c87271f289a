/**
 * Components every MDX document (partner profiles, the service page) can use without imports.
 * The theme's own entries (headings, links, code, admonitions …) stay as they are.
 */
import MDXComponents from '@theme-original/MDXComponents';
import {BenefitCards, FeatureCards} from '@site/src/components/CardGrid';
import EventList from '@site/src/components/EventList';
import Icon from '@site/src/components/Icon';
import MetricGrid from '@site/src/components/MetricGrid';
import PartnerActions from '@site/src/components/PartnerActions';
import PartnerHero from '@site/src/components/PartnerHero';
import PartnerHighlights from '@site/src/components/PartnerHighlights';
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
  MetricGrid,
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
