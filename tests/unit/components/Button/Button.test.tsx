import {render, screen} from '@testing-library/react';
import Button, {BUTTON_SIZES, BUTTON_VARIANTS} from '@site/src/components/Button';

describe('Button', () => {
  it.each(BUTTON_VARIANTS)('renders the %s variant with its own class', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', {name: 'Go'})).toHaveClass('button', `variant-${variant}`);
  });

  it.each(BUTTON_SIZES)('renders the %s size with its own class', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', {name: 'Go'})).toHaveClass(`size-${size}`);
  });

  it('defaults to the default variant and size, as a non-submitting button', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', {name: 'Go'});
    expect(button).toHaveClass('variant-default', 'size-default');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('renders a link when given a destination', () => {
    render(<Button to="/join-ecosystem">Join</Button>);
    const link = screen.getByRole('link', {name: 'Join'});
    expect(link).toHaveAttribute('href', '/join-ecosystem');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab without handing over the opener', () => {
    render(
      <Button to="https://example.com" external>
        Visit
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Visit'});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('passes disabled to the native button', () => {
    render(<Button disabled>Send</Button>);
    expect(screen.getByRole('button', {name: 'Send'})).toBeDisabled();
  });
});
