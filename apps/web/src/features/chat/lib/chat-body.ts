/**
 * What the server takes (contracts text()): one line, no control characters. Line breaks and tabs
 * (pasted ones too) become spaces, other control and bidi-override characters go.
 */
export const chatBody = (value: string): string =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
