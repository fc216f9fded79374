import { drawMessage, type DrawResult, type NumberFormatCode } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format';
import { DrawVerdict } from '@/shared/lottery/draw-verdict';
import { WinningNumber } from '@/shared/lottery/winning-number';
import { LoadMorePages } from '@/shared/ui/load-more';
import { QueryState } from '@/shared/ui/query-state';
import { useDrawHistory } from '../api/draw-history';
import { LotteryEmpty } from './lottery-empty';

type Props = {
  gameCode: string;
  /** How many results; all of them, page after page, when absent. */
  limit?: number;
};

/**
 * A game's drawn results, newest first: the winning number, when it was drawn, its proof (seed
 * hash, seed) and a mark computed here with the contracts' fairness function.
 */
export function DrawHistoryList({ gameCode, limit }: Props) {
  const { t } = useTranslation('lottery');
  const history = useDrawHistory(gameCode, limit);
  return (
    <QueryState
      query={history}
      skeletonRows={3}
      isEmpty={(data) => data.list.length === 0}
      empty={<LotteryEmpty text={t('history.empty')} />}
    >
      {(data) => (
        <>
          <ol className="draw-history" aria-label={t('history.title')}>
            {data.list.map((draw) => (
              <DrawItem
                key={draw.numero}
                draw={draw}
                gameCode={gameCode}
                format={data.numberFormat ?? 'D5'}
              />
            ))}
          </ol>
          {limit === undefined && <LoadMorePages pages={history} />}
        </>
      )}
    </QueryState>
  );
}

function DrawItem(props: { draw: DrawResult; gameCode: string; format: NumberFormatCode }) {
  const { draw, gameCode, format } = props;
  const { t, i18n } = useTranslation('lottery');
  const language = parseLanguage(i18n.language);
  return (
    <li className="draw-item" data-testid="draw-item">
      <div className="draw-item-head">
        <strong>{t('draw_no', { numero: draw.numero })}</strong>
        <time dateTime={new Date(draw.winningTime).toISOString()}>
          {formatDateTime(draw.drawnAt ?? draw.winningTime, language)}
        </time>
      </div>
      {draw.winningNumber === null ? (
        <p className="draw-item-void">{t('history.void')}</p>
      ) : (
        <WinningNumber
          format={format}
          winningNumber={draw.winningNumber}
          label={t('history.result')}
          full
        />
      )}
      <div className="draw-item-proof">
        <DrawVerdict draw={{ ...draw, gameCode, numberFormat: format }} />
        <details>
          <summary>{t('history.proof')}</summary>
          <dl>
            <dt>{t('history.seed_hash')}</dt>
            <dd>
              <code>{draw.seedHash}</code>
            </dd>
            <dt>{t('history.seed')}</dt>
            <dd>
              <code>{draw.seed}</code>
            </dd>
            {draw.betsDigest && (
              <>
                <dt>{t('history.bets_digest')}</dt>
                <dd>
                  <code>{draw.betsDigest}</code>
                </dd>
              </>
            )}
            <dt>{t('history.message')}</dt>
            <dd>
              <code>{drawMessage(gameCode, draw.numero, 0, draw.betsDigest)}</code>
            </dd>
            <dt>{t('history.algorithm')}</dt>
            <dd>
              <code>{draw.algorithm}</code>
            </dd>
          </dl>
        </details>
      </div>
    </li>
  );
}
