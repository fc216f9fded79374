/**
 * What the server takes (contracts chat.ts): the message's lines (CR LF made LF, a tab a space),
 * no other control or bidi-override character (a pasted one goes), trimmed.
 */
export const chatBody = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replaceAll('\t', ' ')
    .replace(/(?!\n)[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim();
