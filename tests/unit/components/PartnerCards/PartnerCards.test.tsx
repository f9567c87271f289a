import {render, screen, within} from '@testing-library/react';
import {setDoc} from '@site/src/admin/docusaurus/docsClient';
import {BenefitCards, FeatureCards} from '@site/src/components/PartnerCards';
import {Product} from '@site/src/components/ProductToggle';
import {alpha} from '@site/tests/unit/support/partnerDocument';

const card = (title: string) => ({icon: 'check' as const, title, description: `${title}, described for the visitor.`});

beforeEach(() =>
  setDoc({
    frontMatter: {
      ...alpha,
      featureCards: {title: 'What Acme does', items: [card('Texting'), card('Scheduling'), card('Workflows')]},
      benefits: {title: 'Why customers choose Acme', items: [card('One record'), card('No new portal')]},
      products: [{name: 'STS', featureCards: {title: 'What STS does', items: [card('Target roles')]}}],
    },
  }),
);

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', {level: 3})
    .map((heading) => heading.textContent);

describe('FeatureCards and BenefitCards in a partner document', () => {
  it("<FeatureCards /> shows the document's featureCards under their title", () => {
    render(<FeatureCards />);
    expect(cardTitles(screen.getByRole('region', {name: 'What Acme does'}))).toEqual([
      'Texting',
      'Scheduling',
      'Workflows',
    ]);
    expect(screen.getByText('Texting, described for the visitor.')).toBeInTheDocument();
  });

  it("<BenefitCards /> shows the document's benefits", () => {
    render(<BenefitCards />);
    expect(cardTitles(screen.getByRole('region', {name: 'Why customers choose Acme'}))).toEqual([
      'One record',
      'No new portal',
    ]);
  });

  it("inside a <Product>, shows that product's cards, one heading level down when asked", () => {
    render(
      <Product name="STS">
        <FeatureCards headingLevel={3} />
      </Product>,
    );
    expect(screen.getByRole('heading', {level: 3, name: 'What STS does'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 4, name: 'Target roles'})).toBeInTheDocument();
    expect(screen.queryByText('Texting')).not.toBeInTheDocument();
  });

  it('renders nothing when the document has no such section', () => {
    setDoc({frontMatter: alpha});
    const {container} = render(<BenefitCards />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the cards it is given outside partner documents (the service page)', () => {
    setDoc({frontMatter: {}});
    render(<FeatureCards title="What we run for you" items={[card('Events')]} />);
    expect(cardTitles(screen.getByRole('region', {name: 'What we run for you'}))).toEqual(['Events']);
  });
});
