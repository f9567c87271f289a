/** A failed download of the toasts is tried again by the next call, not kept as a failure. */
import {act, render, screen, waitFor} from '@testing-library/react';
import {loadToasts} from '@site/src/components/Toasts';
import Root from '@site/src/theme/Root';

let failuresLeft = 1;
jest.mock('@site/src/components/Toasts/Host', () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('Loading chunk failed');
  }
  return jest.requireActual('@site/src/components/Toasts/Host');
});

it('tries the download again on the next call after a failure', async () => {
  render(
    <Root>
      <p>Page</p>
    </Root>,
  );
  await expect(loadToasts()).rejects.toThrow('Loading chunk failed');
  // waitFor lets React render the host while the promise settles.
  const {enqueueSnackbar} = await waitFor(() => loadToasts());
  act(() => {
    enqueueSnackbar('Sent');
  });
  expect(await screen.findByText('Sent')).toBeInTheDocument();
});
