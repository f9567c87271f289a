import fs from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import postcss from 'postcss';
import Button, {BUTTON_SIZES, BUTTON_VARIANTS} from '@site/src/components/Button';

const stylesheet = postcss.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../../src/components/Button/styles.module.css'), 'utf8'),
);

/** The declarations of the stylesheet's rules for `.name` itself (not only on hover or focus). */
function declarationsFor(name: string): string[] {
  const declarations: string[] = [];
  stylesheet.walkRules((rule) => {
    if (rule.selectors.includes(`.${name}`)) rule.walkDecls((d) => void declarations.push(`${d.prop}: ${d.value}`));
  });
  return declarations;
}

/**
 * The classes the rendered button carries that start with `prefix`, each with what the stylesheet
 * gives it. The tests map CSS modules to their class names, so a class the component sets but the
 * stylesheet lacks (an unstyled button in the browser) shows up here with no declarations.
 */
function styled(button: HTMLElement, prefix: string): Record<string, boolean> {
  return Object.fromEntries(
    [...button.classList]
      .filter((name) => name.startsWith(prefix))
      .map((name) => [name.slice(prefix.length), declarationsFor(name).length > 0]),
  );
}

describe('Button', () => {
  it.each(BUTTON_VARIANTS)('draws the %s variant with styles of its own', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(styled(screen.getByRole('button', {name: 'Go'}), 'variant-')).toEqual({[variant]: true});
  });

  it.each(BUTTON_SIZES)('draws the %s size with styles of its own', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(styled(screen.getByRole('button', {name: 'Go'}), 'size-')).toEqual({[size]: true});
  });

  it('defaults to the default variant and size, as a non-submitting button', () => {
    render(<Button>Go</Button>);
    const button = screen.getByRole('button', {name: 'Go'});
    expect(styled(button, 'variant-')).toEqual({default: true});
    expect(styled(button, 'size-')).toEqual({default: true});
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
