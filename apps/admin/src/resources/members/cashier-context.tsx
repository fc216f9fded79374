import { useCustom, useTranslate } from '@refinedev/core';
import type { OperatorMemberDetail, WithdrawPayee } from '@app/contracts';
import { Alert, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** Names compared as a cashier would: any case, any spacing. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a cashier weighs beside a queued deposit or withdrawal (issue 29): the member's state and
 * lock reason, balances and turnover left, how their requests went so far, the payees they bound
 * and the accounts that look like theirs. Read when the row is opened, from the member's detail.
 */
export function CashierContext({
  memberId,
  payee,
}: {
  memberId: number;
  /** A withdrawal's payee: checked against the member's payee name and bound cards. */
  payee?: WithdrawPayee;
}) {
  const t = useTranslate();
  const { result, query } = useCustom<OperatorMemberDetail>({
    url: merchantPath(currentMerchant(), `members/${memberId}`),
    method: 'get',
    errorNotification: false,
  });
  if (query.error) return <Alert type="error" showIcon message={errorText(query.error, t)} />;
  const m = query.data ? result.data : undefined;
  if (!m) return <Skeleton active paragraph={{ rows: 3 }} />;

  const payeeMismatch = payee && m.payeeName && !sameName(payee.accountName, m.payeeName);
  const boundPayee =
    payee &&
    m.cards.some(
      (card) =>
        card.bankCode === payee.bankCode &&
        payee.accountNumber.endsWith(card.accountNumber.slice(-4)),
    );
  const h = m.history;
  return (
    <Flex vertical gap={8} data-testid={`cashier-context-${memberId}`}>
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={t('members.account')}>
          <Space wrap>
            <Link to={`/members/${m.id}`}>
              {m.account} (#{m.id})
            </Link>
            <Tag color={m.disabled ? 'red' : 'green'}>
              {t(m.disabled ? 'members.locked' : 'members.active')}
            </Tag>
            {m.responsibleGaming.break && (
              <Tag color="purple">{t(`members.rgKinds.${m.responsibleGaming.break.kind}`)}</Tag>
            )}
          </Space>
          {m.lockReason && (
            <Typography.Text type="danger" style={{ display: 'block' }}>
              {m.lockReason}
            </Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.type')}>
          {t(`members.types.${m.type}`)}
          {m.uplineAccount && ` · ${t('members.upline')} ${m.uplineAccount}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.registeredAt')}>
          {formatTime(m.registeredAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.cash')}>
          {formatMoney(m.balances.cash)}
          {m.balances.held > 0 && ` · ${t('members.held')} ${formatMoney(m.balances.held)}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.turnoverLeft')}>
          <Typography.Text type={m.turnoverLeft > 0 ? 'warning' : undefined}>
            {formatMoney(m.turnoverLeft)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('members.lifetimeShort')}>
          {formatMoney(m.lifetime.deposited)} / {formatMoney(m.lifetime.withdrawn)}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.history')} span={3}>
          {t('members.historyCounts', {
            approved: h.depositsApproved,
            rejected: h.depositsRejected,
            paid: h.withdrawalsPaid,
            refused: h.withdrawalsRejected,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.cards')} span={3}>
          {m.cards.length === 0
            ? t('members.none')
            : m.cards.map((card) => (
                <Tag key={card.id}>
                  {card.bankName} · {card.accountName} · {card.accountNumber}
                </Tag>
              ))}
          {payeeMismatch && (
            <Tag color="red">{t('members.payeeMismatch', { name: m.payeeName })}</Tag>
          )}
          {payee && !boundPayee && <Tag color="red">{t('members.payeeNotBound')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.duplicates')} span={3}>
          {m.duplicates.length === 0
            ? t('members.none')
            : m.duplicates.map((hint) => (
                <Tag key={hint.id} color="orange">
                  <Link to={`/members/${hint.id}`}>{hint.account}</Link>:{' '}
                  {hint.reasons.map((r) => t(`members.duplicateReasons.${r}`)).join(', ')}
                </Tag>
              ))}
        </Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}
