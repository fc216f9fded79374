import {
  depositFee,
  manilaTimeText,
  parseLanguage,
  type DepositChannel,
  type DepositCreateResult,
  type DepositLimitRoom,
} from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dialog } from '@/shared/feedback';
import { refusalMessage, useMessageText } from '@/shared/form';
import { parseAmount, useMoney } from '@/shared/money';
import { templateOf } from '@/shared/site/templates';
import { useSite } from '@/shared/site/use-site';
import { AmountField, AmountSubmit } from '@/shared/ui/payment-fields';
import { QueryState } from '@/shared/ui/query-state';
import { useCreateDeposit } from '../api/create-deposit';
import { useChannels } from '../api/get-channels';
import { useDeposits } from '../api/get-deposits';
import { useApprovalWatch } from '../hooks/use-approval-watch';
import { amountIssue } from '../lib/fee';
import { ChannelPicker } from './channel-picker';
import { DepositItem, StatusPill } from './deposit-item';
import { PayeeDetails } from './payee-details';
import { Figure } from '@/shared/ui/figure';
import './deposit.css';

/** Quick amounts in minor units: ₱100 to ₱10,000. */
const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000, 1_000_000];

/** Requests the voucher centre lists under the form (the record screen has them all). */
const RECENT = 5;

/**
 * /m/voucherCenter: choose a channel, an amount (quick chips, limits and fee shown), confirm;
 * the request then waits for an operator, with the transfer's details (payee, amount, reference)
 * to copy. Recent requests below, each pending one cancellable.
 */
export function VoucherCenterPage() {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useMoney();
  const { settings } = useSite();
  const channels = useChannels(i18n.language);
  const recent = useDeposits(i18n.language, { period: '30d', status: 'all', pageSize: RECENT });
  useApprovalWatch(recent.data?.list);
  const [created, setCreated] = useState<DepositCreateResult>();
  // The request on screen as the list last saw it (approved meanwhile, cancelled …).
  const current = created && (recent.data?.list.find((r) => r.id === created.id) ?? created);

  return (
    <section className="deposit-page" aria-labelledby="deposit-title">
      <header className="deposit-hero">
        <h2 id="deposit-title">{t('title')}</h2>
        <p>{t('lead')}</p>
      </header>
      {current ? (
        <article className="deposit-card deposit-pending" aria-live="polite">
          <div className="deposit-pending-head">
            <h3>{t(`created.${current.status}`)}</h3>
            <StatusPill status={current.status} />
          </div>
          {current.status === 'pending' && (
            <PayeeDetails
              request={current}
              version={templateOf(settings?.mobileTemplate).deposit}
            />
          )}
          {current.status === 'approved' && (
            <p className="deposit-credited">
              {t('created.credited', { amount: money(current.credit) })}
            </p>
          )}
          <Button block className="deposit-again" onClick={() => setCreated(undefined)}>
            {t('created.again')}
          </Button>
        </article>
      ) : (
        <QueryState query={channels} isEmpty={(data) => data.channels.length === 0}>
          {(data) => (
            <DepositForm
              channels={data.channels}
              limitRoom={data.limitRoom}
              onCreated={setCreated}
            />
          )}
        </QueryState>
      )}
      <section className="deposit-recent" aria-labelledby="deposit-recent-title">
        <div className="deposit-recent-head">
          <h3 id="deposit-recent-title">{t('recent.title')}</h3>
          <Link to="/m/vouReport">{t('recent.all')}</Link>
        </div>
        {recent.data && recent.data.list.length > 0 ? (
          <ul className="deposit-list">
            {recent.data.list.map((request) => (
              <DepositItem key={request.id} request={request} />
            ))}
          </ul>
        ) : (
          <p className="deposit-recent-empty">{t('recent.empty')}</p>
        )}
      </section>
    </section>
  );
}

function DepositForm({
  channels,
  limitRoom,
  onCreated,
}: {
  channels: readonly DepositChannel[];
  limitRoom: DepositLimitRoom | null;
  onCreated: (request: DepositCreateResult) => void;
}) {
  const { t, i18n } = useTranslation('deposit');
  const { money } = useMoney();
  const [code, setCode] = useState(channels[0]?.code);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<string>();
  const messageText = useMessageText();
  const create = useCreateDeposit();
  const picked = channels.find((c) => c.code === code) ?? channels[0];
  if (!picked) return null;
  // The member's own deposit limit may leave less than the channel takes: the form offers the
  // smaller of the two before Confirm, and says why.
  const channel = withinLimit(picked, limitRoom);
  const limitNote =
    channel === picked || !limitRoom
      ? undefined
      : t('amount.limit_room', {
          limit: money(limitRoom.limit),
          left: money(limitRoom.left),
          resets: manilaTimeText(limitRoom.resetsAt, parseLanguage(i18n.language)),
        });

  const amount = parseAmount(text);
  const issue = amountIssue(amount, channel);
  const fee = amount === undefined || issue ? undefined : depositFee(channel, amount);

  function change(next: () => void) {
    next();
    setFormError(undefined);
  }

  async function submit() {
    setTouched(true);
    if (amount === undefined || issue || fee === undefined) return;
    const sure = await dialog.confirm({
      title: t('confirm.title'),
      content: t('confirm.content', {
        channel: channel.name,
        amount: money(amount),
        fee: money(fee),
        credit: money(amount - fee),
      }),
      confirmText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
    });
    if (!sure) return;
    create.mutate(
      { channelCode: channel.code, amount },
      {
        onSuccess: (request) => {
          setText('');
          setTouched(false);
          onCreated(request);
        },
        // Kept by its code: a language switch puts it into the new language with the rest.
        onError: (error) => setFormError(refusalMessage(error)),
      },
    );
  }

  return (
    <form
      className="deposit-card deposit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="deposit-step">{t('channel.label')}</h3>
      <ChannelPicker
        channels={channels}
        value={channel.code}
        onChange={(next) => change(() => setCode(next))}
      />
      <AmountField
        ns="deposit"
        limits={channel}
        most={channel.maxAmount}
        chips={QUICK_AMOUNTS}
        hasAll={false}
        isRangeExact
        issue={text === '' ? 'empty' : issue}
        text={text}
        onText={(next) => change(() => setText(next))}
        showIssue={touched}
        onBlur={() => setTouched(text !== '')}
        note={limitNote}
        isNoteTheIssue={issue === 'too_high' || channel.maxAmount < channel.minAmount}
      />
      <dl className="deposit-summary" aria-label={t('summary.label')}>
        <div>
          <dt>{t('summary.amount')}</dt>
          <dd>
            <Figure>{amount !== undefined && !issue ? money(amount) : '—'}</Figure>
          </dd>
        </div>
        <div>
          <dt>{t('summary.fee')}</dt>
          <dd>
            <Figure>{fee === undefined ? '—' : money(fee)}</Figure>
          </dd>
        </div>
        <div className="is-total">
          <dt>{t('summary.credit')}</dt>
          <dd data-testid="deposit-credit">
            {fee === undefined || amount === undefined ? '—' : money(amount - fee)}
          </dd>
        </div>
      </dl>
      {formError && (
        <p className="deposit-issue" role="alert">
          {messageText(formError)}
        </p>
      )}
      <AmountSubmit
        ns="deposit"
        amount={issue ? undefined : amount}
        isPending={create.isPending}
        className="deposit-submit"
      />
    </form>
  );
}

/** The channel as the member may use it now: its maximum lowered to their deposit limit's room. */
function withinLimit(channel: DepositChannel, room: DepositLimitRoom | null): DepositChannel {
  return room && room.left < channel.maxAmount ? { ...channel, maxAmount: room.left } : channel;
}
