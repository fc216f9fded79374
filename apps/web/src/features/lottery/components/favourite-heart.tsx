import { useTranslation } from 'react-i18next';
import { useLoginPrompt } from '@/shared/login-prompt';
import { useSession } from '@/shared/session';

type Props = { name: string; favourite: boolean; onToggle: () => void };

/** A game's heart: keeps it among the member's favourites; a guest is asked to log in. */
export function FavouriteHeart({ name, favourite, onToggle }: Props) {
  const { t } = useTranslation('common');
  const isSignedIn = useSession() !== undefined;
  const askToLogIn = useLoginPrompt();
  return (
    <button
      type="button"
      className={`lottery-heart${favourite ? ' is-on' : ''}`}
      aria-label={t(favourite ? 'game.favorite_remove' : 'game.favorite_add', { name })}
      aria-pressed={favourite}
      onClick={() => {
        if (isSignedIn) onToggle();
        else void askToLogIn(t('game.favorite_login_body'));
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
