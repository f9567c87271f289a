import {render, screen, within} from '@testing-library/react';
import EventList from '@site/src/components/EventList';

describe('EventList', () => {
  const events = [
    {name: 'Regional quarterly review', description: '$4M pipeline.'},
    {name: 'Sales-cloud kickoff', place: 'San Diego', description: '350+ attendees.'},
    {
      name: 'Las Vegas event week',
      place: 'Las Vegas',
      when: '2025',
      description: '500+ guests.',
      image: {src: '/img/highlights/las-vegas-2025.webp', width: 800, height: 500, alt: ''},
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

  it('marks an upcoming event and gives its date', () => {
    render(
      <EventList
        events={[
          {name: 'Partner summit', place: 'Madrid', when: '12 March 2027', upcoming: true, description: 'Coming up.'},
        ]}
      />,
    );
    const [summit] = screen.getAllByRole('listitem');
    expect(summit).toHaveTextContent(/^UpcomingPartner summitMadrid · 12 March 2027/);
    expect(screen.getAllByText('Upcoming')).toHaveLength(1);
  });

  it("serves a writer's photo as AVIF and WebP variants, described by its alt text", () => {
    const photo = {
      src: '/assets/photos/stage-1a2b3c4d-800.webp',
      width: 800,
      height: 500,
      alt: 'Omnia partners on stage at the kickoff',
      sources: [
        {
          type: 'image/avif' as const,
          srcSet: '/assets/photos/stage-1a2b3c4d-400.avif 400w, /assets/photos/stage-1a2b3c4d-800.avif 800w',
        },
        {
          type: 'image/webp' as const,
          srcSet: '/assets/photos/stage-1a2b3c4d-400.webp 400w, /assets/photos/stage-1a2b3c4d-800.webp 800w',
        },
      ],
    };
    const {container} = render(<EventList events={[{name: 'Kickoff', description: 'On stage.', image: photo}]} />);
    const sources = container.querySelectorAll('picture > source');
    expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(screen.getByRole('img', {name: 'Omnia partners on stage at the kickoff'})).toHaveAttribute('width', '800');
  });
});
