import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProductToggle, {Product} from '@site/src/components/ProductToggle';
import {renderToString} from 'react-dom/server';

function Talenteam() {
  return (
    <ProductToggle label="Choose a product">
      <Product name="Blend LXP" summary="Every source of learning in one place.">
        <h2>Blend LXP</h2>
        <p>Learning experience platform.</p>
      </Product>
      <Product name="STS" summary="From strategy to a skills program.">
        <h2>STS</h2>
        <p>Skills transformation services.</p>
      </Product>
    </ProductToggle>
  );
}

const blendText = () => screen.getByText('Learning experience platform.');
const stsText = () => screen.getByText('Skills transformation services.');

describe('ProductToggle', () => {
  it('shows one button per product, none chosen and no product content at first', () => {
    render(<Talenteam />);
    expect(screen.getByRole('group', {name: 'Choose a product'})).toBeInTheDocument();
    for (const name of ['Blend LXP', 'STS']) {
      expect(screen.getByRole('button', {name})).toHaveAttribute('aria-pressed', 'false');
    }
    expect(blendText()).not.toBeVisible();
    expect(stsText()).not.toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("presents each product as a card: its name, and its line from the document as the button's description", () => {
    render(<Talenteam />);
    for (const [name, summary] of [
      ['Blend LXP', 'Every source of learning in one place.'],
      ['STS', 'From strategy to a skills program.'],
    ]) {
      const card = screen.getByRole('button', {name});
      expect(card).toHaveAccessibleDescription(summary);
      expect(card).toHaveTextContent(name);
      expect(card).toHaveTextContent(summary);
    }
  });

  it('marks only the chosen card, and draws a check on it', async () => {
    const user = userEvent.setup();
    render(<Talenteam />);
    expect(document.querySelectorAll('.pressed svg')).toHaveLength(0);
    await user.click(screen.getByRole('button', {name: 'STS'}));
    expect(screen.getByRole('button', {name: 'STS'})).toHaveClass('pressed');
    expect(screen.getByRole('button', {name: 'Blend LXP'})).not.toHaveClass('pressed');
    expect(screen.getByRole('button', {name: 'STS'}).querySelector('svg')).not.toBeNull();
  });

  it('shows a card with only a name when the document gives no line', () => {
    render(
      <ProductToggle>
        <Product name="Solo">
          <p>Content.</p>
        </Product>
      </ProductToggle>,
    );
    const card = screen.getByRole('button', {name: 'Solo'});
    expect(card).not.toHaveAttribute('aria-describedby');
  });

  it('pre-renders every product hidden, so nothing shows before hydration either', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Talenteam />);
    const panels = [...page.querySelectorAll('[role="region"]')];
    expect(panels.map((panel) => panel.getAttribute('aria-label'))).toEqual(['Blend LXP', 'STS']);
    expect(panels.every((panel) => panel.hasAttribute('hidden'))).toBe(true);
    expect(page.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
  });

  it("points each button at the region that holds its product's content", () => {
    const {container} = render(<Talenteam />);
    for (const [name, text] of [
      ['Blend LXP', 'Learning experience platform.'],
      ['STS', 'Skills transformation services.'],
    ]) {
      const id = screen.getByRole('button', {name}).getAttribute('aria-controls');
      expect(container.querySelector(`[id="${id}"]`)).toHaveTextContent(text);
    }
  });

  it('shows only the chosen product and marks its button pressed', async () => {
    const user = userEvent.setup();
    render(<Talenteam />);
    await user.click(screen.getByRole('button', {name: 'Blend LXP'}));

    expect(screen.getByRole('button', {name: 'Blend LXP'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'STS'})).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', {name: 'Blend LXP'})).toBeVisible();
    expect(blendText()).toBeVisible();
    expect(stsText()).not.toBeVisible();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Blend LXP']);
  });

  it('switches to the other product when its button is chosen', async () => {
    const user = userEvent.setup();
    render(<Talenteam />);
    await user.click(screen.getByRole('button', {name: 'Blend LXP'}));
    await user.click(screen.getByRole('button', {name: 'STS'}));

    expect(screen.getByRole('button', {name: 'STS'})).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', {name: 'Blend LXP'})).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('region', {name: 'STS'})).toBeVisible();
    expect(stsText()).toBeVisible();
    expect(blendText()).not.toBeVisible();
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Talenteam />);
    await user.tab();
    expect(screen.getByRole('button', {name: 'Blend LXP'})).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', {name: 'STS'})).toHaveAttribute('aria-pressed', 'true');
  });
});
