import { REGISTER_FIELDS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../locales';

/** Every key path of a nested messages object, e.g. 'empty.username'. */
function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('have the same keys in TY and EN in every namespace', () => {
    for (const namespace of Object.keys(resources.EN) as (keyof typeof resources.EN)[]) {
      expect(keys(resources.TY[namespace]).sort(), namespace).toEqual(
        keys(resources.EN[namespace]).sort(),
      );
    }
  });

  it('say what to enter in every field a form may leave empty', () => {
    const names = [...REGISTER_FIELDS, 'choosePassword', 'newPassword', 'oldPassword'];
    for (const language of ['TY', 'EN'] as const) {
      const empty: Record<string, string> = resources[language].common.form.empty;
      for (const name of names) expect(empty[name], `${language} ${name}`).toMatch(/\S/);
    }
  });
});

describe('<html lang>', () => {
  it('names the new language as soon as a switch starts, before its texts can show', async () => {
    const { changeLanguage, i18n, initI18n } = await import('./i18n');
    if (!i18n.isInitialized) await initI18n('TY');
    await changeLanguage('TY');
    expect(document.documentElement.lang).toBe('fil');
    const switching = changeLanguage('EN');
    // The EN bundles are still loading: no EN text can be on screen yet, and lang already says en.
    expect(document.documentElement.lang).toBe('en');
    await switching;
    expect(i18n.t('common:retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('en');
    await changeLanguage('TY');
    expect(document.documentElement.lang).toBe('fil');
  });
});

describe('page translations', () => {
  it("load a light first page's own namespaces only; another page's with that page", async () => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      const { i18n, initI18n, loadOwnNamespaces, loadPageNamespaces } = await import('./i18n');
      await initI18n('TY');
      await loadOwnNamespaces(['auth']);
      expect(i18n.hasLoadedNamespace('auth')).toBe(true);
      // Nothing more is fetched later on its own, however long the page stays idle.
      vi.advanceTimersByTime(60_000);
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(i18n.hasLoadedNamespace('lottery')).toBe(false);
      await loadPageNamespaces();
      expect(i18n.hasLoadedNamespace('lottery')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lazy translations', () => {
  it('reach every namespace in both languages, from its own chunk or the pages chunk', async () => {
    vi.resetModules();
    const { i18n, initI18n } = await import('./i18n');
    await initI18n('TY');
    const namespaces = Object.keys(resources.EN);
    for (const language of ['TY', 'EN'] as const) {
      await i18n.loadLanguages(language);
      await i18n.loadNamespaces(namespaces);
      for (const namespace of namespaces) {
        expect(i18n.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
      }
    }
    expect(i18n.getFixedT('EN', 'lottery')('lobby.jackpot')).toBe(
      (resources.EN.lottery as { lobby: { jackpot: string } }).lobby.jackpot,
    );
  });
});
