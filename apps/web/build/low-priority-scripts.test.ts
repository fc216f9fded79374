import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './low-priority-scripts';

type Hook = { handler: (html: string) => string };
const transform = (html: string) =>
  (lowPriorityScripts().transformIndexHtml as unknown as Hook).handler(html);

describe('low-priority-scripts', () => {
  it('fetches every first-load module script at low priority', () => {
    const html =
      '<script type="module" crossorigin src="/assets/react-1.js"></script>' +
      '<script type="module" crossorigin src="/assets/app-2.js"></script>';
    expect(transform(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/react-1.js"></script>' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/app-2.js"></script>',
    );
  });

  it('fails the build when Vite writes its scripts differently (the rule would silently go)', () => {
    expect(() => transform('<script type="module" src="/assets/app.js"></script>')).toThrow(
      'index.html has no module script',
    );
  });
});
