/**
 * Shares a link the way the tour page does: the Web Share API's sheet where the browser has it, else the link is
 * copied. 'cancelled' when the visitor closed the sheet; 'failed' when neither worked. With `messages`, a copy or a
 * failure is said in a toast (a shared or cancelled link needs no word).
 */
import { showToast } from './toast/toast';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(
  link: { title: string; url: string },
  messages?: { copied: string; failed: string },
): Promise<ShareOutcome> {
  const outcome = await share(link);
  if (messages && outcome === 'copied')
    showToast(messages.copied, { variant: 'success', preventDuplicate: true });
  if (messages && outcome === 'failed')
    showToast(messages.failed, { variant: 'error', preventDuplicate: true });
  return outcome;
}

async function share(link: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(link);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Another failure falls back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
