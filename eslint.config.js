// One lint for the whole repo: type-checked typescript-eslint, import cycles and the one-way
// import boundaries of STYLE.md §1 (contracts ← server/web; web: app → features → shared;
// server: a module is reached only through its public entry, modules/<name>/index.ts).
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const antdRoot = {
  name: 'antd-mobile',
  allowTypeImports: true,
  message: "Import the component on its own: 'antd-mobile/es/components/<name>'.",
};

const features = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url));
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_SRC = './apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      '**/*.config.js',
      '**/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // contracts depend on nothing of ours
            { target: './packages/contracts', from: './apps' },
            // server and web never reach into each other
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
            // the back-office console talks to the server over HTTP only
            { target: './apps/admin', from: ['./apps/server', './apps/web/src'] },
            // web: shared is the bottom layer; features never import app/ or each other
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/app', './apps/web/src/features'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // server: outside modules/<name> (other modules, plugins, db, app.ts …) only its
            // index.ts may be imported; test helpers in apps/server/test may reach further
            ...serverModules.map((name) => ({
              target: [
                `${SERVER_SRC}/*.ts`,
                `${SERVER_SRC}/!(modules)/**`,
                `${SERVER_SRC}/modules/!(${name})/**`,
              ],
              from: `${SERVER_SRC}/modules/${name}`,
              except: ['./index.ts'],
              message: `Import modules/${name} through its public entry, modules/${name}/index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // antd-mobile one component at a time: its package root pulls every component's animation
    // code into the first load (README "Bench and budgets").
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [antdRoot] }] },
  },
  {
    // One toast and one dialog for the whole web app, loaded on first use (shared/feedback).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/feedback/**', 'apps/web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [antdRoot],
          patterns: [
            {
              group: [
                'antd-mobile/es/components/toast',
                'antd-mobile/es/components/dialog',
                'antd-mobile/es/components/modal',
              ],
              message:
                'Use toast / dialog from shared/feedback: one look, kept out of the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
