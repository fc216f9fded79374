/**
 * The words of a message's HTML, for the one-line preview of the list. DOMParser builds an inert
 * document (no script runs, no image loads), and the text is shown as text, never as HTML.
 */
export function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return text.replace(/\s+/g, ' ').trim();
}
