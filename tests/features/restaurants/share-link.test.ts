import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../../src/features/restaurants/share-link';
import { dismissNotification, getNotification } from '../../../src/lib/notifications';

const LINK = {
  title: 'Pollo Crujiente Gran Vía',
  text: 'Pollo Crujiente Gran Vía: Gran Vía 1, 28013 Madrid',
  url: 'https://www.pollocrujiente.es/restaurantes?id=1',
};

/** Gives the browser a share sheet and a clipboard, or takes them away (undefined). */
function browserWith({
  share,
  writeText,
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  if (share) Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText: vi.fn(writeText) } : undefined,
    configurable: true,
  });
  return {
    share: share ? (navigator.share as unknown as ReturnType<typeof vi.fn>) : null,
    writeText: writeText ? (navigator.clipboard.writeText as unknown as ReturnType<typeof vi.fn>) : null,
  };
}

beforeEach(() => dismissNotification());

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  dismissNotification();
});

describe('sharing a link', () => {
  it("opens the browser's share sheet with the title, the text and the link, and copies nothing", async () => {
    const { share, writeText } = browserWith({ share: async () => undefined, writeText: async () => undefined });
    await shareLink(LINK);
    expect(share).toHaveBeenCalledExactlyOnceWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
    expect(getNotification()).toBeNull();
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const { share, writeText } = browserWith({
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
      writeText: async () => undefined,
    });
    await shareLink(LINK);
    expect(share).toHaveBeenCalledOnce();
    expect(writeText).not.toHaveBeenCalled();
    expect(getNotification()).toBeNull();
  });

  it('copies the link when the share sheet is refused for another reason', async () => {
    const { writeText } = browserWith({
      share: () => Promise.reject(new DOMException('No user activation', 'NotAllowedError')),
      writeText: async () => undefined,
    });
    await shareLink(LINK);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LINK.url);
    expect(getNotification()).toMatchObject({ kind: 'success', message: { id: 'finder.share.copied' } });
  });

  it('copies the link where the browser cannot share, and says so', async () => {
    const { writeText } = browserWith({ writeText: async () => undefined });
    expect('share' in navigator).toBe(false);
    await shareLink(LINK);
    expect(writeText).toHaveBeenCalledExactlyOnceWith(LINK.url);
    expect(getNotification()).toMatchObject({ kind: 'success', message: { id: 'finder.share.copied' } });
  });

  it('says the link could not be copied when the clipboard refuses it', async () => {
    const { writeText } = browserWith({
      writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    });
    await shareLink(LINK);
    expect(writeText).toHaveBeenCalledOnce();
    expect(getNotification()).toMatchObject({ kind: 'error', message: { id: 'finder.share.failed' } });
  });

  it('says the link could not be copied where there is no clipboard (a page not served over https)', async () => {
    browserWith({});
    await shareLink(LINK);
    expect(getNotification()).toMatchObject({ kind: 'error', message: { id: 'finder.share.failed' } });
  });
});
