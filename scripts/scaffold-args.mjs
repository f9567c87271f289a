/**
 * The command line of the scaffolding scripts (new-partner, new-highlight), read by node:util
 * parseArgs, with every mistake a UsageError that the script prints above its usage text.
 */
import {parseArgs} from 'node:util';

export class UsageError extends Error {}

/**
 * parseArgs reads a word like "-acme" as the short options -a -c -m -e. Here only -h is one, so such a
 * word is text (a slug or a title for the script's checks to judge): it goes through parseArgs behind a
 * NUL, a character no command-line argument can hold.
 */
const TEXT_MARK = '\0';
const marked = (arg) => (/^-[^-]/.test(arg) && arg !== '-h' ? TEXT_MARK + arg : arg);
const unmarked = (value) => (typeof value === 'string' ? value.replace(TEXT_MARK, '') : value);

/** The options and positionals of `argv`; prints `usage` and exits on -h or --help. */
export function readScaffoldArgs(argv, options, usage) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.map(marked),
      options: {...options, help: {type: 'boolean', short: 'h'}},
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw asUsageError(error);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  const values = Object.fromEntries(Object.entries(parsed.values).map(([name, value]) => [name, unmarked(value)]));
  return {values, positionals: parsed.positionals.map(unmarked)};
}

/** parseArgs's mistakes (a missing value, an unknown option) as usage errors, so the usage text follows. */
function asUsageError(error) {
  if (!String(error.code).startsWith('ERR_PARSE_ARGS_')) return error;
  // Node quotes the option and explains "--"; a writer needs only its name.
  const unknown = error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && error.message.match(/^Unknown option '(.+?)'/);
  return new UsageError(unknown ? `Unknown option ${unknown[1]}.` : error.message);
}
