// An ESLint formatter that prints every finding as a GitHub workflow command, so the pull request
// shows it on the file and line (`npx eslint . --format ./scripts/pr-preview/eslint-formatter.mjs`).
// ESLint 9 ships no such format, and setup-node's stylish matcher drops the rule's name.
import path from 'node:path';
import {workflowCommand} from '../github-annotations.mjs';

/**
 * @param {import('eslint').ESLint.LintResult[]} results
 * @param {{cwd: string}} context
 */
export default function githubAnnotations(results, context) {
  const lines = results.flatMap((result) =>
    result.messages.map((message) =>
      workflowCommand({
        level: message.severity === 2 ? 'error' : 'warning',
        file: path.relative(context.cwd, result.filePath),
        line: message.line,
        column: message.column,
        title: message.ruleId ? `ESLint: ${message.ruleId}` : 'ESLint',
        message: message.message,
      }),
    ),
  );
  const problems = lines.length;
  return `${lines.join('\n')}${problems ? '\n' : ''}ESLint: ${problems} problem(s) in ${results.length} files.\n`;
}
