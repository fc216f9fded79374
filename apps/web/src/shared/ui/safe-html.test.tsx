import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS as PAYLOADS } from '@/testing/xss-payloads';
import { SafeHtml, sanitizeHtml } from './safe-html';

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

  it('keeps no path that a browser reads as another host (//host, /\\host)', () => {
    for (const href of ['//evil.example/x', '/\\evil.example/x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
      expect(sanitizeHtml(`<img src="${href}">`)).toBe('<img>');
    }
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
