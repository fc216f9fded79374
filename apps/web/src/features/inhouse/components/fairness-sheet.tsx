import { verifyBet, type BetRecord, type InhouseGame } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/feedback';
// The shared popup: the phone's back button closes the sheet instead of leaving the game.
import { Popup } from '@/shared/ui/lazy-popup';
import { useFairness, useRecentBets, useRotateSeed, useSetClientSeed } from '../api/fairness';
import { CheckIcon } from './game-icons';

type Props = { game: InhouseGame; open: boolean; onClose: () => void };

/**
 * "Provably fair": the committed hash of the secret server seed, the player's client seed (they
 * may change it), the next nonce; rotating reveals the seed, and the recent bets made with a
 * revealed seed are checked here, in the browser, with the same code the server plays with.
 */
export function FairnessSheet({ game, open, onClose }: Props) {
  const { t } = useTranslation('inhouse');
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="fairness-sheet"
      destroyOnClose
    >
      <div className="fairness-head">
        <h2>{t('fairness.title')}</h2>
        <button type="button" className="fairness-close" onClick={onClose}>
          {t('fairness.close')}
        </button>
      </div>
      <p className="fairness-intro">{t('fairness.intro')}</p>
      {open && <FairnessBody game={game} />}
    </Popup>
  );
}

function FairnessBody({ game }: { game: InhouseGame }) {
  const { t } = useTranslation('inhouse');
  const { data: state } = useFairness();
  const setSeed = useSetClientSeed();
  const rotate = useRotateSeed();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const clientSeed = draft ?? state?.clientSeed ?? '';
  const fail = (error: Error) => toast.message(error.message);

  if (!state) return <p className="fairness-loading">{t('fairness.loading')}</p>;
  return (
    <div className="fairness-body">
      <Field label={t('fairness.server_hash')} value={state.serverSeedHash} mono />
      <label className="fairness-label" htmlFor="client-seed">
        {t('fairness.client_seed')}
      </label>
      <div className="fairness-seed-row">
        <input
          id="client-seed"
          value={clientSeed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="button"
          className="fairness-button"
          disabled={
            setSeed.isPending || clientSeed.trim() === '' || clientSeed === state.clientSeed
          }
          onClick={() =>
            setSeed.mutate(clientSeed.trim(), {
              onSuccess: () => {
                setDraft(undefined);
                toast.success(t('fairness.saved'));
              },
              onError: fail,
            })
          }
        >
          {t('fairness.save')}
        </button>
      </div>
      <Field label={t('fairness.nonce')} value={String(state.nonce)} />
      <button
        type="button"
        className="fairness-rotate"
        disabled={rotate.isPending}
        onClick={() =>
          rotate.mutate(undefined, {
            onSuccess: () => toast.success(t('fairness.rotated')),
            onError: fail,
          })
        }
      >
        {t('fairness.rotate')}
      </button>
      <p className="fairness-hint">{t('fairness.rotate_hint')}</p>
      {state.previous && (
        <div className="fairness-previous">
          <h3>{t('fairness.previous')}</h3>
          <Field label={t('fairness.server_seed')} value={state.previous.serverSeed} mono />
          <Field label={t('fairness.server_hash')} value={state.previous.serverSeedHash} mono />
          <Field label={t('fairness.client_seed')} value={state.previous.clientSeed} mono />
          <Field label={t('fairness.bets_made')} value={String(state.previous.nonce)} />
        </div>
      )}
      <RecentBets game={game} />
    </div>
  );
}

function Field({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="fairness-field">
      <span className="fairness-label">{label}</span>
      <span className={mono ? 'fairness-mono' : 'fairness-value'}>{value}</span>
    </div>
  );
}

function RecentBets({ game }: { game: InhouseGame }) {
  const { t } = useTranslation('inhouse');
  const { data } = useRecentBets(game);
  if (!data || data.list.length === 0) return null;
  return (
    <div className="fairness-recent">
      <h3>{t('fairness.recent')}</h3>
      <ul>
        {data.list.map((bet) => (
          <li key={bet.id}>
            <span className="fairness-nonce">#{bet.fairness.nonce}</span>
            <span className="fairness-outcome">{outcomeText(bet, t)}</span>
            <Verdict bet={bet} />
          </li>
        ))}
      </ul>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'inhouse'>>['t'];
function outcomeText(bet: BetRecord, t: T): string {
  const { outcome } = bet;
  if (outcome.game === 'dice')
    return t('fairness.dice_outcome', { roll: (outcome.roll / 100).toFixed(2) });
  return t('fairness.slot_outcome', { count: outcome.wins.length });
}

/** Checked in the browser once the seed is revealed; before that, why it cannot be yet. */
export function Verdict({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation('inhouse');
  const seed = bet.fairness.serverSeed;
  if (seed === null) return <span className="verdict is-pending">{t('fairness.pending')}</span>;
  const { valid } = verifyBet(bet, seed);
  return valid ? (
    <span className="verdict is-valid">
      <CheckIcon /> {t('fairness.verified')}
    </span>
  ) : (
    <span className="verdict is-invalid">{t('fairness.failed')}</span>
  );
}
