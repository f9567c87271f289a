/**
 * Failures worth the team's attention, reported by the contact form and by Root's watch on the
 * page's script errors. This is all of error reporting that every page carries: a build without a
 * Sentry DSN never connects a sender, so a report goes nowhere and nothing loads. With one, Root
 * connects a loader of the SDK (src/lib/errorReporting.ts), which runs at the first report: a
 * visit without an error never downloads it.
 */
export type ErrorSender = (error: Error, where: string) => void;

let load: (() => Promise<ErrorSender | undefined>) | undefined;
let sender: Promise<ErrorSender | undefined> | undefined;

export function connectErrorSender(loader: () => Promise<ErrorSender | undefined>): void {
  load = loader;
  sender = undefined;
}

/** `text` with every piece the visitor typed replaced, so no report carries a form value. */
function withoutTyped(text: string, typed: readonly string[]): string {
  return typed
    .map((value) => value.trim())
    .filter((value) => value.length > 1)
    .reduce((result, value) => result.split(value).join('[typed]'), text);
}

/** An Error to send: a thrown value as it is, anything else (a PostgREST answer) described by its code and message. */
function asError(failure: unknown, typed: readonly string[]): Error {
  if (failure instanceof Error) {
    const error = new Error(withoutTyped(failure.message, typed));
    error.name = failure.name;
    if (failure.stack) error.stack = withoutTyped(failure.stack, typed);
    return error;
  }
  const {code, message} = (failure ?? {}) as {code?: unknown; message?: unknown};
  const words = [code, message].filter((part) => typeof part === 'string' && part).join(': ');
  return new Error(withoutTyped(words || String(failure), typed));
}

/**
 * Reports a failure when error reporting is on; otherwise does nothing. `where` names the place
 * (fixed words); `typed`: what the visitor typed, taken out of the report's message and stack.
 * A PostgREST error's `details` (which can quote the refused row) are never sent.
 */
export function reportError(failure: unknown, where: string, typed: readonly string[] = []): void {
  if (!load) return;
  const error = asError(failure, typed);
  sender ??= load();
  void sender.then((send) => send?.(error, where));
}
