import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.js';
import { markLeavingLink } from './safe-html.js';

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws nothing for a light matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });
});

describe('markLeavingLink', () => {
  const element = (tagName: string, href: string | null) => {
    const attributes = new Map<string, string>();
    if (href !== null) attributes.set('href', href);
    return {
      tagName,
      attributes,
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    };
  };

  it('opens an https link in a new tab without handing it the window', () => {
    const link = element('A', 'https://example.com/');
    markLeavingLink(link);
    expect(link.attributes.get('target')).toBe('_blank');
    expect(link.attributes.get('rel')).toBe('noopener noreferrer');
  });

  it("leaves the site's own links and other elements alone", () => {
    const own = element('A', '/m/help');
    const image = element('IMG', 'https://example.com/a.png');
    markLeavingLink(own);
    markLeavingLink(image);
    expect(own.attributes.has('target')).toBe(false);
    expect(image.attributes.has('target')).toBe(false);
  });
});
