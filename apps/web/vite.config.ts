import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShell } from './build/app-shell';
import { compileHints } from './build/compile-hints';
import { firstLoadGroup } from './build/first-load-chunk';
import { fontPreload } from './build/font-preload';
import { inlineCss } from './build/inline-css';
import { lowPriorityScripts } from './build/low-priority-scripts';
import { precompress } from './build/precompress';

/** The API runs on the Fastify server; in `vite` dev mode calls are proxied to it. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    appShell(),
    inlineCss(),
    fontPreload(),
    lowPriorityScripts(),
    compileHints(),
    VitePWA({
      registerType: 'autoUpdate',
      // Deferred: the registration waits for the page, and never blocks its first paint.
      injectRegister: 'script-defer',
      includeAssets: ['icons/*.svg', 'icons/*.png'],
      manifest: {
        name: 'Perlas Play',
        short_name: 'Perlas Play',
        description: 'Sports, live casino, slots, fish, cards and lottery on your phone.',
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        background_color: '#0b1026',
        theme_color: '#0b1026',
        icons: [
          { src: '/icons/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // The first visit's page is taken under the worker's wing as soon as it is active (no
        // waiting worker can exist then), so its later lazy chunks come from the precache too.
        clientsClaim: true,
        // The shell and hashed assets are precached; API answers always come from the network.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/wps\//,
          /^\/lgw\//,
          /^\/operator\//,
          /^\/admin(?:\/|$)/,
          /^\/healthz/,
          /^\/readyz/,
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The Firebase SDK (Facebook / Google sign-in, about 26 kB gzip) loads on a tap, from
        // the network: precached, every visitor's phone would fetch it for a button few tap.
        globIgnores: ['**/assets/firebase-*.js'],
      },
    }),
    // Last: .br and .gz beside the finished files, the service worker included.
    precompress(),
  ],
  resolve: {
    // '@/…' imports, as tsconfig.json's paths say.
    tsconfigPaths: true,
    alias: [
      // antd-mobile's imperative render on React 19's createRoot, without rc-util's legacy helper.
      {
        find: /^rc-util\/lib\/React\/render$/,
        replacement: fileURLToPath(new URL('./src/app/antd-render.ts', import.meta.url)),
      },
      // zod without its eval probe, which the site's CSP reports.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/app/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // antd-mobile's animation and gesture libraries (only popups, tabs and dialogs use
          // them) get a chunk of their own; left to automatic chunking they share one with
          // modules the first load needs, which then fetches all of it. React goes first, so the
          // motion chunk does not take it in as a dependency.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'firebase',
              test: /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/,
              priority: 1,
            },
            {
              // Hashes only (HMAC-SHA256 of the provably fair draws, which the lottery and
              // in-house games verify): left to automatic chunking they shared a chunk with the
              // curves and ciphers of sealed bodies, whose set-up then ran on every lottery page.
              name: 'hashes',
              test: /[\\/]node_modules[\\/]@noble[\\/]hashes[\\/]/,
              priority: 1,
            },
            {
              name: 'motion',
              test: /[\\/]node_modules[\\/](@react-spring|@use-gesture)[\\/]/,
              priority: 1,
            },
            firstLoadGroup(),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/operator': apiTarget },
  },
});
