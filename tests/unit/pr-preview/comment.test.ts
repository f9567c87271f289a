/**
 * @jest-environment node
 */
/**
 * The pull-request preview comment (scripts/pr-preview/): what a reviewer reads, and that a pull
 * request keeps one preview comment, updated on every push, never a new one per push.
 */
import {commentBody, MARKER} from '../../../scripts/pr-preview/comment-body.mjs';
import {gitHubCommentsClient, upsertPreviewComment} from '../../../scripts/pr-preview/pull-request-comment.mjs';

type Page = Parameters<typeof commentBody>[0]['pages'][number];
type Comment = {id: number; body: string; user: {login: string; type: string}};

const unchanged = (route: string, page: string): Page => ({
  page,
  route,
  status: 'unchanged',
  pictures: [1440, 390].map((width) => ({width, status: 'unchanged', changedPixels: 0, changedRatio: 0})),
});

const glider: Page = {
  page: 'partners-glider',
  route: '/partners/glider',
  status: 'changed',
  pictures: [
    {
      width: 1440,
      status: 'changed',
      changedPixels: 5400,
      changedRatio: 0.0042,
      before: 'partners-glider/1440-before.png',
      after: 'partners-glider/1440-after.png',
      diff: 'partners-glider/1440-diff.png',
    },
    {width: 390, status: 'unchanged', changedPixels: 0, changedRatio: 0},
  ],
};
const acme: Page = {
  page: 'partners-acme',
  route: '/partners/acme',
  status: 'added',
  pictures: [{width: 390, status: 'added', changedPixels: 0, changedRatio: 1, after: 'partners-acme/390-after.png'}],
};
const PICTURES = 'https://github.com/omnia/site/actions/runs/7/artifacts/11';
const SITE = 'https://github.com/omnia/site/actions/runs/7/artifacts/12';

describe('the comment body', () => {
  it('says in a short body that nothing changed, with the marker and the built site', () => {
    const body = commentBody({
      pages: [unchanged('/', 'home'), unchanged('/about', 'about')],
      widths: [1440, 390],
      siteUrl: SITE,
      commits: {base: 'aaaaaaa1234', head: 'bbbbbbb5678'},
    });
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain(
      'No visual changes: all 2 pages look the same at 1440 and 390 px between `aaaaaaa` (base) and `bbbbbbb`.',
    );
    expect(body).toContain(
      `[Download the built site](${SITE}) and click through it locally: \`unzip site.zip -d site && npx serve site\`.`,
    );
    expect(body).not.toContain('| Page |');
    expect(body).not.toContain('Lighthouse');
    expect(body.split('\n').length).toBeLessThan(10);
  });

  it('lists only the changed pictures of changed pages, each with before/after/diff links into the artifact', () => {
    const body = commentBody({
      pages: [glider, acme, unchanged('/about', 'about')],
      widths: [1440, 390],
      picturesUrl: PICTURES,
    });
    expect(body).toContain('**2 of 3 pages changed** at 1440 and 390 px.');
    expect(body).toContain(
      `| \`/partners/glider\` | 1440 px | 0.42 % | [before](${PICTURES} "partners-glider/1440-before.png") · [after](${PICTURES} "partners-glider/1440-after.png") · [diff](${PICTURES} "partners-glider/1440-diff.png") |`,
    );
    expect(body).toContain(
      `| \`/partners/acme\` | 390 px | new page | [after](${PICTURES} "partners-acme/390-after.png") |`,
    );
    expect(body).not.toContain('/partners/glider` | 390 px');
    expect(body).not.toContain('/about');
  });

  it('adds a Lighthouse table of the changed pages when there is a report', () => {
    const body = commentBody({
      pages: [glider],
      widths: [1440, 390],
      lighthouse: [
        {
          route: '/partners/glider',
          performance: 97,
          accessibility: 100,
          bestPractices: 100,
          seo: 100,
          lcpMs: 1834.6,
          cls: 0.00042,
        },
      ],
    });
    expect(body).toContain('### Lighthouse (changed pages, mobile, one run)');
    expect(body).toContain('| `/partners/glider` | 97 | 100 | 100 | 100 | 1835 ms | 0 |');
  });
});

/** An in-memory pull request behind the three REST calls the workflow uses. */
function fakePullRequest(comments: Comment[]) {
  let nextId = 100;
  const calls: string[] = [];
  const client = {
    listComments: async (issueNumber: number) => {
      calls.push(`list ${issueNumber}`);
      return comments;
    },
    createComment: async (issueNumber: number, body: string) => {
      calls.push(`create ${issueNumber}`);
      const comment = {id: nextId++, body, user: {login: 'github-actions[bot]', type: 'Bot'}};
      comments.push(comment);
      return comment;
    },
    updateComment: async (commentId: number, body: string) => {
      calls.push(`update ${commentId}`);
      const comment = comments.find((candidate) => candidate.id === commentId);
      if (!comment) throw new Error(`no comment ${commentId}`);
      comment.body = body;
      return comment;
    },
  };
  return {client, comments, calls};
}

const bot = {login: 'github-actions[bot]', type: 'Bot'};
const reviewer = {login: 'reviewer', type: 'User'};

describe('posting the comment', () => {
  it('creates the comment on the first run and updates that same comment on the next push', async () => {
    const pullRequest = fakePullRequest([{id: 1, body: 'Looks good', user: reviewer}]);
    const first = await upsertPreviewComment(pullRequest.client, {issueNumber: 42, body: `${MARKER}\nfirst`});
    const second = await upsertPreviewComment(pullRequest.client, {issueNumber: 42, body: `${MARKER}\nsecond`});
    expect(first).toEqual({action: 'created', id: 100});
    expect(second).toEqual({action: 'updated', id: 100});
    expect(pullRequest.comments.filter((comment) => comment.body.includes(MARKER))).toHaveLength(1);
    expect(pullRequest.comments.find((comment) => comment.id === 100)?.body).toBe(`${MARKER}\nsecond`);
    expect(pullRequest.calls).toEqual(['list 42', 'create 42', 'list 42', 'update 100']);
  });

  it("leaves a person's comment that quotes the marker alone", async () => {
    const pullRequest = fakePullRequest([
      {id: 1, body: `Why does it say ${MARKER}?`, user: reviewer},
      {id: 2, body: `${MARKER}\nold`, user: bot},
    ]);
    expect(await upsertPreviewComment(pullRequest.client, {issueNumber: 7, body: `${MARKER}\nnew`})).toEqual({
      action: 'updated',
      id: 2,
    });
    expect(pullRequest.comments[0].body).toBe(`Why does it say ${MARKER}?`);
  });

  it('refuses a body without the marker (the next run could not find it)', async () => {
    const pullRequest = fakePullRequest([]);
    await expect(upsertPreviewComment(pullRequest.client, {issueNumber: 7, body: 'no marker'})).rejects.toThrow(
      /lacks the preview marker/,
    );
    expect(pullRequest.calls).toEqual([]);
  });

  it("finds the bot's comment past the first 100 comments (the REST client reads every page)", async () => {
    const requests: string[] = [];
    const all = Array.from({length: 130}, (_, index) => ({id: index + 1, body: 'lgtm', user: reviewer}));
    all[120] = {id: 121, body: `${MARKER}\nold`, user: bot};
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      requests.push(`${init?.method} ${String(url)}`);
      const page = Number(new URL(String(url)).searchParams.get('page') ?? 0);
      const payload = init?.method === 'GET' ? all.slice((page - 1) * 100, page * 100) : {id: 121};
      return new Response(JSON.stringify(payload), {status: 200});
    };
    const client = gitHubCommentsClient({token: 't', repository: 'omnia/site', apiUrl: 'https://api.test', fetch});
    expect(await upsertPreviewComment(client, {issueNumber: 9, body: `${MARKER}\nnew`})).toEqual({
      action: 'updated',
      id: 121,
    });
    expect(requests).toEqual([
      'GET https://api.test/repos/omnia/site/issues/9/comments?per_page=100&page=1',
      'GET https://api.test/repos/omnia/site/issues/9/comments?per_page=100&page=2',
      'PATCH https://api.test/repos/omnia/site/issues/comments/121',
    ]);
  });
});
