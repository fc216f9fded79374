import DotLoading from 'antd-mobile/es/components/dot-loading';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../shared/paths';
import type { PageModule } from './route-table';

/** SPEC §9 "loader delay 200 ms": a fast load shows no 'loading' flash. */
export const LOADER_DELAY_MS = 200;

const loaded = new Map<() => Promise<PageModule>, ComponentType>();

type State = { status: 'loading' | 'error' } | { status: 'ready'; Page: ComponentType };

/**
 * Loads a lazy page module: 'loading' while it comes; when it fails (a new deploy, a dropped
 * connection) what happened, a retry, and a way home (login and register have no header to go
 * back with). Unlike React.lazy, a retry really loads again.
 */
export function LazyPage({ load }: { load: () => Promise<PageModule> }) {
  const { t } = useTranslation('frame');
  const cached = loaded.get(load);
  const [state, setState] = useState<State>(
    cached ? { status: 'ready', Page: cached } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const [showLoader, setShowLoader] = useState(false);

  useEffect(() => {
    if (loaded.has(load)) return;
    let live = true;
    const timer = setTimeout(() => setShowLoader(true), LOADER_DELAY_MS);
    load().then(
      (module) => {
        loaded.set(load, module.default);
        // A transition: a page as big as login's form renders in slices, not one long task.
        if (live) startTransition(() => setState({ status: 'ready', Page: module.default }));
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, attempt]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'error') {
    return (
      <div className="page-status page-error" role="alert">
        <h2>{t('page_error.title')}</h2>
        <p>{t('page_error.body')}</p>
        <button
          type="button"
          className="pill pill-gold"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('common:retry')}
        </button>
        <Link to={HOME_PATH} className="pill pill-outline">
          {t('common:back_home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="page-status" role="status" aria-live="polite">
      {showLoader && (
        <div>
          <DotLoading color="currentColor" /> {t('page_loading')}
        </div>
      )}
    </div>
  );
}
