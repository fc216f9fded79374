import type { Plugin } from 'vite';

/**
 * index.html preloads the text face (src/app/fonts.css says why only that one): the build names
 * its file with a hash, so the link is written once the bundle is known.
 */
export function fontPreload(): Plugin {
  const TEXT_FACE = /^assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => TEXT_FACE.test(name));
        if (!file) return html;
        const link = `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`;
        return html.replace('</head>', `  ${link}\n  </head>`);
      },
    },
  };
}
