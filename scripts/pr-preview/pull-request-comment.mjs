// Posts the preview comment on a pull request, or updates the one it posted before: a pull
// request carries one preview comment however often it is pushed to. The comment is found by its
// hidden marker (comment-body.mjs) among the comments the workflow's own bot wrote, so a person
// quoting the marker does not get their comment overwritten.
import {MARKER} from './comment-body.mjs';

/**
 * @typedef {{id: number, body?: string, user?: {login: string, type: string} | null}} IssueComment
 * @typedef {object} CommentsClient the three calls of GitHub's REST API this needs
 * @property {(issueNumber: number) => Promise<IssueComment[]>} listComments every comment, all pages
 * @property {(issueNumber: number, body: string) => Promise<IssueComment>} createComment
 * @property {(commentId: number, body: string) => Promise<IssueComment>} updateComment
 */

/** @param {IssueComment} comment */
const isPreviewComment = (comment) => comment.user?.type === 'Bot' && (comment.body ?? '').includes(MARKER);

/**
 * @param {CommentsClient} client
 * @param {{issueNumber: number, body: string}} comment
 * @returns {Promise<{action: 'created' | 'updated', id: number}>}
 */
export async function upsertPreviewComment(client, {issueNumber, body}) {
  if (!body.includes(MARKER)) throw new Error('The comment body lacks the preview marker: it could never be updated.');
  const existing = (await client.listComments(issueNumber)).find(isPreviewComment);
  if (existing) {
    await client.updateComment(existing.id, body);
    return {action: 'updated', id: existing.id};
  }
  const created = await client.createComment(issueNumber, body);
  return {action: 'created', id: created.id};
}

/**
 * GitHub's REST API through fetch, with the job's token.
 * @param {{token: string, repository: string, apiUrl?: string, fetch?: typeof globalThis.fetch}} options
 *   repository: owner/name (GITHUB_REPOSITORY)
 * @returns {CommentsClient}
 */
export function gitHubCommentsClient({token, repository, apiUrl = 'https://api.github.com', fetch = globalThis.fetch}) {
  /** @param {string} method @param {string} route @param {unknown} [body] */
  const call = async (method, route, body) => {
    const response = await fetch(`${apiUrl}/repos/${repository}${route}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        ...(body ? {'content-type': 'application/json'} : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`GitHub API ${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const perPage = 100;
  return {
    async listComments(issueNumber) {
      /** @type {IssueComment[]} */
      const comments = [];
      for (let page = 1; ; page += 1) {
        const batch = await call('GET', `/issues/${issueNumber}/comments?per_page=${perPage}&page=${page}`);
        comments.push(...batch);
        if (batch.length < perPage) return comments;
      }
    },
    createComment: (issueNumber, body) => call('POST', `/issues/${issueNumber}/comments`, {body}),
    updateComment: (commentId, body) => call('PATCH', `/issues/comments/${commentId}`, {body}),
  };
}
