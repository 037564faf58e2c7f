import { isAbortError } from '../../lib/idle';
import { notify } from '../../lib/notifications';
import { finderMessages as fm } from './finder-messages';

/**
 * Shares a link: the browser's share sheet where there is one (a visitor who closes it has chosen not to share, and
 * is told nothing), otherwise the link is copied and the notification says so, or says it could not be.
 */
export async function shareLink(data: { title: string; text: string; url: string }): Promise<void> {
  if ('share' in navigator) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (isAbortError(error)) return;
      // Refused for another reason (no user activation, a blocked permission): the link is copied instead.
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    notify({ kind: 'success', message: fm.linkCopied });
  } catch {
    notify({ kind: 'error', message: fm.copyFailed });
  }
}
