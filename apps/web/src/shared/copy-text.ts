import { toast } from './feedback';

/**
 * Copies `text` to the clipboard: the Clipboard API where the page may use it (a secure context),
 * else a selected, off-screen text area (plain http on a local network). Answers whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Undefined outside a secure context, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the text area
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.append(area);
  area.select();
  try {
    // The only way to copy on plain http (a phone trying the site on the local network).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies `text` and says how it went: the namespace's `copied` in a toast when it worked, else
 * its `copy_failed` (press and hold the text instead).
 */
export async function copyAndSay(t: (key: 'copied' | 'copy_failed') => string, text: string) {
  if (await copyText(text)) toast.success(t('copied'));
  else toast.message(t('copy_failed'));
}
