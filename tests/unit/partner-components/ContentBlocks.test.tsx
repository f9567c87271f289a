import {render, screen, within} from '@testing-library/react';
import {BenefitCards, FeatureCards} from '@site/src/components/CardGrid';
import EventList from '@site/src/components/EventList';
import Icon, {ICON_NAMES, type IconName} from '@site/src/components/Icon';
import PartnerStatuses from '@site/src/components/PartnerStatuses';
import PerformancePanel from '@site/src/components/PerformancePanel';
import ServiceHero from '@site/src/components/ServiceHero';
import {setReducedMotion} from '../support/browserMocks';

const cards = [
  {icon: 'chart' as const, title: 'Statistical Evaluation', description: 'Item statistics for every question.'},
  {icon: 'scale' as const, title: 'Fairness Evaluation', description: 'Checks results across groups.'},
];

describe('Icon', () => {
  it.each(['chart', 'clock', 'users', 'message', 'target', 'shield', 'globe', 'sparkles', 'handshake', 'rocket', 'check', 'award', 'book', 'calendar', 'scale', 'clipboard', 'briefcase', 'layers', 'zap', 'heart', 'search', 'trophy'])(
    'offers the "%s" icon, hidden from assistive technology',
    (name) => {
      expect(ICON_NAMES).toContain(name);
      const {container} = render(<Icon name={name as IconName} />);
      expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('fails loudly, listing valid names, when a document misspells an icon', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Icon name={'charts' as IconName} />)).toThrow(/Unknown icon "charts". Use one of: chart, clock/);
  });
});

describe('FeatureCards and BenefitCards', () => {
  it.each([
    ['FeatureCards', FeatureCards],
    ['BenefitCards', BenefitCards],
  ])('%s: titled section of cards, card titles one level below', (_, Cards) => {
    render(<Cards title="Benefits" items={cards} />);
    const section = screen.getByRole('region', {name: 'Benefits'});
    expect(within(section).getByRole('heading', {level: 2, name: 'Benefits'})).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'Statistical Evaluation',
      'Fairness Evaluation',
    ]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('nests under an existing h2 when asked', () => {
    render(<FeatureCards title="What Blend LXP does" headingLevel={3} items={cards} />);
    expect(screen.getByRole('heading', {level: 3, name: 'What Blend LXP does'})).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 4})).toHaveLength(2);
  });

  it('is one implementation with two looks', () => {
    const {container, rerender} = render(<FeatureCards items={cards} />);
    expect(container.firstChild).toHaveClass('root', 'feature');
    rerender(<BenefitCards items={cards} />);
    expect(container.firstChild).toHaveClass('root', 'benefit');
  });
});

describe('EventList', () => {
  const events = [
    {name: 'Regional quarterly review', description: '$4M pipeline.'},
    {name: 'Sales-cloud kickoff', place: 'San Diego', description: '350+ attendees.'},
    {
      name: 'Las Vegas event week',
      place: 'Las Vegas',
      when: '2025',
      description: '500+ guests.',
      image: {src: '/img/highlights/las-vegas-2025.webp', width: 800, height: 500},
    },
  ];

  it('lists each event with its place, and a date only when one is known', () => {
    render(<EventList title="Events" events={events} />);
    const [review, kickoff, vegas] = screen.getAllByRole('listitem');
    expect(within(kickoff).getByRole('heading', {level: 3, name: 'Sales-cloud kickoff'})).toBeInTheDocument();
    expect(review).toHaveTextContent(/^Regional quarterly review\$4M pipeline\.$/);
    expect(kickoff).toHaveTextContent('San Diego');
    expect(kickoff).not.toHaveTextContent('·');
    expect(vegas).toHaveTextContent('Las Vegas · 2025');
  });

  it('shows an illustration lazily, at its size, as decoration', () => {
    const {container} = render(<EventList events={events} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/img/highlights/las-vegas-2025.webp');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '800');
    expect(images[0]).toHaveAttribute('height', '500');
  });
});

describe('PartnerStatuses', () => {
  it('is an ordered path of statuses', () => {
    render(
      <PartnerStatuses
        title="Statuses"
        statuses={[
          {name: 'SAP PartnerEdge Build', description: 'Join.'},
          {name: 'SAP Store listing', description: 'List.'},
          {name: 'Solex', description: 'Resold by SAP.'},
        ]}
      />,
    );
    const path = screen.getByRole('list');
    expect(path.tagName).toBe('OL');
    expect(within(path).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual([
      'SAP PartnerEdge Build',
      'SAP Store listing',
      'Solex',
    ]);
  });
});

describe('PerformancePanel', () => {
  beforeEach(() => setReducedMotion(true));

  it('is labelled as a sample and shows categories without figures', () => {
    render(
      <PerformancePanel
        note="A sample."
        metrics={[{icon: 'chart', value: 65, prefix: '$', suffix: 'M+', label: 'Pipeline under management'}]}
        categories={[{icon: 'target', name: 'Pipeline sourced', description: 'New opportunities.'}]}
      />,
    );
    const panel = screen.getByRole('region', {name: 'Sample FY24 performance'});
    expect(within(panel).getByText('Sample report')).toBeInTheDocument();
    expect(within(panel).getByText('Pipeline sourced')).toBeInTheDocument();
    expect(within(panel).getByText('Shared with the partner')).toBeInTheDocument();
    expect(panel.querySelector('.sr-only')).toHaveTextContent('$65M+');
  });
});

describe('ServiceHero', () => {
  it('opens the page with its h1, lead and a call to action to the contact page', () => {
    render(<ServiceHero title="SAP Partner Process Outsourcing" lead="Omnia runs your SAP partner motion." />);
    expect(screen.getByRole('heading', {level: 1, name: 'SAP Partner Process Outsourcing'})).toBeInTheDocument();
    expect(screen.getByText('Omnia runs your SAP partner motion.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: "Let's partner together"})).toHaveAttribute('href', '/join-ecosystem');
  });

  it('closes the page with an h2 band', () => {
    render(<ServiceHero variant="closing" title="Make SAP your number one growth channel" lead="Tell us about your solution." />);
    expect(screen.getByRole('region', {name: 'Make SAP your number one growth channel'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {level: 1})).not.toBeInTheDocument();
  });
});
