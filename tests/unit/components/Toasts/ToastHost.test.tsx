/**
 * Toasts load when a page first needs one, not with every page: Root renders no toast host (and
 * does not load notistack) until loadToasts() is called; then a toast shows.
 */
import {act, render, screen, waitFor} from '@testing-library/react';
import {loadToasts} from '@site/src/components/Toasts';
import Root from '@site/src/theme/Root';

const notistackLoaded = jest.fn();
jest.mock('notistack', () => {
  notistackLoaded();
  return jest.requireActual('notistack');
});

it('renders no toast host and loads no toast library until a toast is asked for, then shows one', async () => {
  const {container} = render(
    <Root>
      <p>Page</p>
    </Root>,
  );
  expect(container.innerHTML).toBe('<p>Page</p>');
  expect(notistackLoaded).not.toHaveBeenCalled();

  // waitFor lets React render the host while the promise settles.
  const {enqueueSnackbar} = await waitFor(() => loadToasts());
  expect(notistackLoaded).toHaveBeenCalledTimes(1);
  act(() => {
    enqueueSnackbar('Saved', {variant: 'success'});
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});
