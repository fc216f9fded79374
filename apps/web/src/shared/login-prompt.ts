import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog } from './feedback';
import { LOGIN_PATH } from './paths';

/**
 * SPEC's login popup: what a guest hears when they tap something that needs a session (starting
 * a game, keeping a favourite, the member centre's messages): a confirm that leads to login, and
 * back to `from` once signed in.
 */
export function useLoginPrompt() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return useCallback(
    async (content: string, from?: string) => {
      const goLogin = await dialog.confirm({
        title: t('game.login_title'),
        content,
        confirmText: t('game.login_confirm'),
        cancelText: t('game.login_cancel'),
      });
      if (goLogin) void navigate(LOGIN_PATH, from ? { state: { from } } : undefined);
    },
    [navigate, t],
  );
}
