/** What the browser tests expect of the contact form's toasts (notistack, role="alert"). */
import {expect, type Page} from '../fixtures';

/** A toast saying `message`, with `title` above it, among any others on the page. */
export async function expectToast(page: Page, title: string, message: string): Promise<void> {
  const toast = page.getByRole('alert').filter({hasText: message});
  await expect(toast.first()).toBeVisible({timeout: 15_000});
  await expect(toast.first()).toContainText(title);
}

/**
 * The one toast a single send shows, saying `text`. Any toast is awaited, not only that one: a
 * failure then names the toast that came instead (the call log lists each text seen, and an error
 * toast may have hidden itself by the end of the wait).
 */
export async function expectOnlyToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').first()).toContainText(text, {timeout: 15_000});
}
