import {render, screen} from '@testing-library/react';
import ServiceHero from '@site/src/components/ServiceHero';

describe('ServiceHero', () => {
  it('opens the page with its h1, lead and a call to action to the contact page', () => {
    render(<ServiceHero title="SAP Partner Process Outsourcing" lead="Omnia runs your SAP partner motion." />);
    expect(screen.getByRole('heading', {level: 1, name: 'SAP Partner Process Outsourcing'})).toBeInTheDocument();
    expect(screen.getByText('Omnia runs your SAP partner motion.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: "Let's partner together"})).toHaveAttribute('href', '/join-ecosystem');
  });

  it('closes the page with an h2 band', () => {
    render(
      <ServiceHero
        variant="closing"
        title="Make SAP your number one growth channel"
        lead="Tell us about your solution."
      />,
    );
    expect(screen.getByRole('region', {name: 'Make SAP your number one growth channel'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {level: 2})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {level: 1})).not.toBeInTheDocument();
  });
});
