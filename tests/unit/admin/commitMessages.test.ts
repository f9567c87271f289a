/**
 * Each kind of content commits (and titles its pull request) in its own words, as partners do:
 * Decap's one set of commit_messages stays the partners', the backend's writes get the others.
 */
import {
  documentMessage,
  mediaMessage,
  withContentCommitMessages,
  type WritingBackend,
} from '@site/src/admin/commitMessages';

describe('commit messages', () => {
  it('name a highlight by its file, and say what happened to the event', () => {
    const file = 'content/highlights/2026-05-partner-day-in-walldorf.md';
    expect(documentMessage(file, 'create')).toBe('Highlight 2026-05-partner-day-in-walldorf: new event (editor)');
    expect(documentMessage(file, 'update')).toBe('Highlight 2026-05-partner-day-in-walldorf: event updated (editor)');
    expect(documentMessage(file, 'delete')).toBe('Highlight 2026-05-partner-day-in-walldorf: event removed (editor)');
  });

  it('say the site facts were updated, and leave partners to the configuration', () => {
    expect(documentMessage('content/site.yaml', 'update')).toBe('Site facts updated (editor)');
    expect(documentMessage('partners/acme-payroll.mdx', 'create')).toBeUndefined();
    expect(mediaMessage('content/highlights/images/stage.jpg', false)).toBe(
      'Highlight photo content/highlights/images/stage.jpg (editor)',
    );
    expect(mediaMessage('static/img/partners/acme-payroll.svg', false)).toBeUndefined();
  });

  it('are given to the backend’s writes, which keep the configuration’s message for partners', async () => {
    const calls: string[] = [];
    const backend: WritingBackend = {
      persistEntry: async (_entry, options) => calls.push(options.commitMessage),
      persistMedia: async (_file, options) => calls.push(options.commitMessage),
      deleteFiles: async (_paths, message) => calls.push(message),
    };
    const wrapped = withContentCommitMessages(backend);
    const entry = (path: string) => ({dataFiles: [{path}]});
    await wrapped.persistEntry(entry('content/highlights/2026-05-partner-day.md'), {
      commitMessage: 'x',
      newEntry: true,
    });
    await wrapped.persistEntry(entry('content/site.yaml'), {commitMessage: 'x', newEntry: false});
    await wrapped.persistEntry(entry('partners/acme-payroll.mdx'), {
      commitMessage: 'Partner acme-payroll: new profile (editor)',
    });
    await wrapped.persistMedia({path: 'content/highlights/images/stage.jpg'}, {commitMessage: 'x'});
    await wrapped.deleteFiles(['content/highlights/2026-05-partner-day.md'], 'x');
    expect(calls).toEqual([
      'Highlight 2026-05-partner-day: new event (editor)',
      'Site facts updated (editor)',
      'Partner acme-payroll: new profile (editor)',
      'Highlight photo content/highlights/images/stage.jpg (editor)',
      'Highlight 2026-05-partner-day: event removed (editor)',
    ]);
  });
});
