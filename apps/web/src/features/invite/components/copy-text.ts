/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context (https or localhost); a
 * site opened over plain http on a LAN falls back to a selected textarea and execCommand('copy').
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
    // fall through to the older way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only way without https
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
