// antd-mobile's theme variables: components are imported one by one (not from the package root,
// which brings every component's animation code), so its global styles come here.
import 'antd-mobile/es/global';
// The self-hosted faces (woff2 in assets/, latin only) before the styles that name them.
import './app/fonts.css';
import './app/styles.css';
import './app/styles-views.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchStartup } from './app/startup/prefetch-startup';
import { initI18n } from './shared/i18n';
import { holdInstallPrompt } from './shared/install-prompt';
import { createQueryClient } from './shared/query-client';
import { STORAGE_KEYS, storage } from './shared/storage';

// Before any await: the browser may offer its install prompt while the texts load.
holdInstallPrompt();
const i18n = await initI18n();
// After i18n: the requests carry the visitor's language.
const queryClient = createQueryClient();
prefetchStartup(queryClient);
// A remembered password still in the old, readable format is sealed to this browser. Loaded
// apart, and only when a login is remembered: a visitor without one never fetches that code.
if (storage.get(STORAGE_KEYS.savedLogin) !== null) {
  void import('./shared/saved-login').then(({ migrateSavedLogin }) => migrateSavedLogin());
}
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Rendered as a transition: React then yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (Lighthouse's total blocking time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
});
