import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

/** Payloads of the kind real XSS filter-evasion lists carry. */
const PAYLOADS = [
  '<script>window.pwned=1</script>',
  '<img src=x onerror="window.pwned=1">',
  '<svg><script>window.pwned=1</script></svg>',
  '<svg onload="window.pwned=1"></svg>',
  '<a href="javascript:window.pwned=1">tap</a>',
  '<a href="JaVaScRiPt:window.pwned=1">tap</a>',
  '<a href="&#106;avascript:window.pwned=1">tap</a>',
  '<a href="data:text/html,<script>window.pwned=1</script>">tap</a>',
  '<iframe src="javascript:window.pwned=1"></iframe>',
  '<body onload="window.pwned=1">',
  '<div style="background:url(javascript:window.pwned=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=1">',
  '<form action="javascript:window.pwned=1"><button>go</button></form>',
  '<p onclick="window.pwned=1">x</p>',
  '<details open ontoggle="window.pwned=1">',
  '<object data="javascript:window.pwned=1"></object>',
  '<input autofocus onfocus="window.pwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned=1>">',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('takes every active part out of %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script|<iframe|<object|<form|<input|<svg|<style/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text/i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps the formatting a notice uses', () => {
    const html = '<p>Deposit with <b>GCash</b></p><ol><li>one</li></ol><a href="/m/help">help</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links to other sites in a new tab without handing them this window', () => {
    expect(sanitizeHtml('<a href="https://example.org/rules">rules</a>')).toBe(
      '<a href="https://example.org/rules" target="_blank" rel="noopener noreferrer">rules</a>',
    );
  });
});

describe('SafeHtml', () => {
  it('runs none of the payloads when rendered', () => {
    const global = window as unknown as { pwned?: number };
    render(<SafeHtml html={PAYLOADS.join('')} />);
    expect(global.pwned).toBeUndefined();
    expect(document.querySelector('[onerror],[onload],[onclick],script')).toBeNull();
  });
});
