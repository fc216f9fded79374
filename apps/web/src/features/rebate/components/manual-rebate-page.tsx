import type { RebateClaimResult, RebatePreview } from '@app/contracts';
import { parseLanguage } from '@app/contracts/zod-free';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dialog, toast } from '@/shared/feedback';
import { formatDateTime } from '@/shared/format';
import { useMoney } from '@/shared/money';
import { QueryState } from '@/shared/ui/query-state';
import { useClaimRebate } from '../api/claim-rebate';
import { useRebatePreview } from '../api/get-rebate-preview';
import { RebateArt } from './rebate-art';
import { RebateLineCard } from './rebate-line-card';
import { RebateResult } from './rebate-result';
import './rebate.css';

/**
 * /m/member/manualRebate (MANPLAYREB3): what the member's bets since the last claim earn back,
 * per game category, and the button that claims it (off, with the reason, below the minimum).
 * The claim pays exactly the preview shown; its result stays until the member goes back.
 */
export function ManualRebatePage() {
  const { t } = useTranslation('rebate');
  const preview = useRebatePreview();
  const [claimed, setClaimed] = useState<RebateClaimResult>();

  return (
    <section className="rebate-page" aria-label={t('manual.total_label')}>
      {claimed ? (
        <RebateResult claim={claimed} onBack={() => setClaimed(undefined)} />
      ) : (
        <QueryState query={preview} skeletonRows={4}>
          {(data) => <Preview preview={data} onClaimed={setClaimed} />}
        </QueryState>
      )}
      <p className="rebate-note">{t('manual.turnover_note')}</p>
      {/* The result links the report itself. */}
      {!claimed && (
        <Link to="/m/member/rebateReport" className="rebate-report-link">
          {t('manual.report_link')}
        </Link>
      )}
    </section>
  );
}

function Preview({
  preview,
  onClaimed,
}: {
  preview: RebatePreview;
  onClaimed: (claim: RebateClaimResult) => void;
}) {
  const { t, i18n } = useTranslation('rebate');
  const { money } = useMoney();
  const claim = useClaimRebate();
  // The key is useClaimRebate's: one per range claimed, a retry of it answered, never paid twice.
  const { total, minimum, blocked, lastClaimAt } = preview;
  const language = parseLanguage(i18n.language);

  async function handleClaim() {
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', { amount: money(total) }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    // mutateAsync, not mutate's callbacks: a refused claim refreshes the preview, which may
    // re-render this card before mutate's callbacks would run, and the member must still be told.
    try {
      const result = await claim.mutateAsync({ since: preview.since, upTo: preview.upTo });
      onClaimed(result);
    } catch (error) {
      toast.message(error instanceof Error ? error.message : String(error));
    }
  }

  const reason =
    blocked === null
      ? undefined
      : t(`manual.blocked.${blocked}`, {
          minimum: money(minimum),
          left: money(minimum - total),
        });

  return (
    <>
      <header className="rebate-hero">
        <RebateArt />
        <h2 className="rebate-hero-label">{t('manual.total_label')}</h2>
        <p className="rebate-hero-amount" data-testid="rebate-total">
          {money(total)}
        </p>
        <p className="rebate-hero-since">
          {lastClaimAt === null
            ? t('manual.since_start')
            : t('manual.since_last', { date: formatDateTime(lastClaimAt, language) })}
        </p>
      </header>
      <ul className="rebate-lines">
        {preview.lines.map((line) => (
          <RebateLineCard key={line.category} line={line} waiting={line.waiting} />
        ))}
      </ul>
      <div className="rebate-claim">
        {reason && (
          <p className="rebate-blocked" id="rebate-blocked" role="status">
            {reason}
          </p>
        )}
        <Button
          block
          className="rebate-claim-button"
          disabled={blocked !== null}
          loading={claim.isPending}
          aria-describedby={reason ? 'rebate-blocked' : undefined}
          onClick={() => void handleClaim()}
        >
          {t('manual.claim', { amount: money(total) })}
        </Button>
        {blocked === 'nothing' && (
          <Link to="/m/inhouse/dice" className="rebate-play">
            {t('manual.play')}
          </Link>
        )}
      </div>
    </>
  );
}
