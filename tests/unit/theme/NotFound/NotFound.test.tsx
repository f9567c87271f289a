import {render, screen} from '@testing-library/react';
import NotFound from '@site/src/theme/NotFound';

afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('not-found page', () => {
  it('says the page was not found, links home and logs the requested path', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/no-such-page');
    render(<NotFound />);

    expect(screen.getByRole('heading', {level: 1, name: 'Oops! Page not found'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Return to Home'})).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/no-such-page'));
  });

  it('sends /members to the partners section instead (the dev server has no redirect files)', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/members');
    render(<NotFound />);
    expect(screen.getByTestId('redirect')).toHaveTextContent('/#partners');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
