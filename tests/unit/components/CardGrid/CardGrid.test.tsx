import {render, screen, within} from '@testing-library/react';
import CardGrid from '@site/src/components/CardGrid';

const cards = [
  {icon: 'chart' as const, title: 'Statistical Evaluation', description: 'Item statistics for every question.'},
  {icon: 'scale' as const, title: 'Fairness Evaluation', description: 'Checks results across groups.'},
];

describe('CardGrid', () => {
  it('is a titled section of cards, the card titles one level below', () => {
    render(<CardGrid title="Benefits" items={cards} />);
    const section = screen.getByRole('region', {name: 'Benefits'});
    expect(within(section).getByRole('heading', {level: 2, name: 'Benefits'})).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', {level: 3})
        .map((h) => h.textContent),
    ).toEqual(['Statistical Evaluation', 'Fairness Evaluation']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('nests under an existing h2 when asked', () => {
    render(<CardGrid title="What Blend LXP does" headingLevel={3} items={cards} />);
    expect(screen.getByRole('heading', {level: 3, name: 'What Blend LXP does'})).toBeInTheDocument();
    expect(screen.getAllByRole('heading', {level: 4})).toHaveLength(2);
  });
});
