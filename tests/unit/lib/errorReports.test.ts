import {connectErrorSender, reportError, type ErrorSender} from '@site/src/lib/errorReports';

describe('error reports (src/lib/errorReports.ts)', () => {
  it('loads the SDK at the first report, once, and never on a visit without one', async () => {
    const sent = jest.fn<void, Parameters<ErrorSender>>();
    const loader = jest.fn(() => Promise.resolve<ErrorSender>(sent));
    connectErrorSender(loader);
    expect(loader).not.toHaveBeenCalled();

    reportError(new TypeError('first'), 'script');
    reportError({code: 'PGRST301', message: 'JWT expired', details: 'secret row'}, 'contact form: insert');
    await Promise.resolve();
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls.map(([error, where]) => [error.name, error.message, where])).toEqual([
      ['TypeError', 'first', 'script'],
      ['Error', 'PGRST301: JWT expired', 'contact form: insert'],
    ]);
  });
});
