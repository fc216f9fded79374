import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/build/precompress';

/**
 * Packages @refinedev/antd's one-file bundle imports for components the console does not use
 * (markdown, CSV import, pro-components): without side effects, so what is not reached is left
 * out of the bundle.
 */
const UNUSED_BY_CONSOLE =
  /node_modules\/(?:react-markdown|remark-[^/]+|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|unified|vfile[^/]*|property-information|papaparse|@ant-design\/pro-[^/]+)\//;

/** The API runs on the Fastify server; in `vite` dev mode calls are proxied to it. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * The back-office console: its own bundle under /admin/, so the member site's first load does not
 * change. Files are precompressed (.br, .gz) like the member site's, for the server to send as is.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !UNUSED_BY_CONSOLE.test(id) },
    },
  },
  server: { proxy: { '/operator': apiTarget } },
});
