/**
 * Shares a link the way the tour page does: the Web Share API's sheet where the browser has it, else the link is
 * copied. 'cancelled' when the visitor closed the sheet; 'failed' when neither worked. The caller says so (toast).
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(link: { title: string; url: string }): Promise<ShareOutcome> {
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
