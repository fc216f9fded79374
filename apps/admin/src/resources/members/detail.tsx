import { Show } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import type { Adjustment, OperatorLedgerLine, OperatorMemberDetail } from '@app/contracts';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Row,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { Link, useParams } from 'react-router';
import { adjustmentColumns } from '@/resources/adjustments/columns';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { MemberActions } from './actions';
import { MemberNotes } from './notes';

/** A time and an IP address, those known ("—" for none). */
function joined(time: string, ip: string | null): string {
  const parts = [time, ip ?? ''].filter((part) => part && part !== '—');
  return parts.length ? parts.join(' · ') : '—';
}

/** The responsible-gaming limits, break and reality check a member set. */
function Gaming({ member }: { member: OperatorMemberDetail }) {
  const t = useTranslate();
  const rg = member.responsibleGaming;
  const limits = rg.limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('members.rgBreak')}>
        {rg.break
          ? t('members.rgBreakUntil', {
              kind: t(`members.rgKinds.${rg.break.kind}`),
              until: formatTime(rg.break.until),
            })
          : t('members.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.rgReality')}>
        {rg.realityCheckMinutes === null
          ? t('members.none')
          : t('members.minutes', { minutes: rg.realityCheckMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={t('members.rgLimits')}>
        {limits.length === 0
          ? t('members.none')
          : limits.map((limit) => (
              <div key={`${limit.kind}-${limit.period}`}>
                {t(`members.rgLimit.${limit.kind}`)} · {t(`members.rgPeriod.${limit.period}`)}:{' '}
                {limit.amount === null ? '—' : formatMoney(limit.amount)} (
                {t('members.rgUsed', { used: formatMoney(limit.used) })})
              </div>
            ))}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** One member: figures, sign-in state, cards, ledger, duplicates, adjustments and actions. */
export function MemberDetail() {
  const t = useTranslate();
  const { id } = useParams();
  const base = merchantPath(currentMerchant(), `members/${id ?? ''}`);
  const { result, query } = useCustom<OperatorMemberDetail>({
    url: base,
    method: 'get',
    errorNotification: false,
  });
  const { result: adjustments, query: adjustmentsQuery } = useCustom<Adjustment[]>({
    url: `${base}/adjustments`,
    method: 'get',
    config: { query: { limit: 50 } },
    errorNotification: false,
  });
  const m = query.data ? result.data : undefined;

  const ledgerColumns = [
    { title: t('members.ledgerId'), dataIndex: 'transactionId', width: 90 },
    { title: t('members.ledgerAt'), dataIndex: 'at', render: formatTime },
    { title: t('members.ledgerKind'), dataIndex: 'kind' },
    { title: t('members.ledgerMemo'), dataIndex: 'memo' },
    {
      title: t('queue.amount'),
      dataIndex: 'amount',
      align: 'right' as const,
      render: formatMoney,
    },
    {
      title: t('members.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right' as const,
      render: formatMoney,
    },
  ];

  return (
    <Show
      title={m ? `${m.account} (#${m.id})` : t('members.detail')}
      isLoading={query.isLoading}
      breadcrumb={false}
      headerButtons={m ? <MemberActions member={m} /> : null}
    >
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      {m && (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Card size="small">
              <Row gutter={16}>
                {(
                  [
                    ['members.cash', m.balances.cash],
                    ['members.held', m.balances.held],
                    ['members.bonus', m.balances.bonus],
                    ['members.deposited', m.lifetime.deposited],
                    ['members.withdrawn', m.lifetime.withdrawn],
                    ['members.turnoverLeft', m.turnoverLeft],
                  ] as const
                ).map(([label, value]) => (
                  <Col span={4} key={label}>
                    <Statistic title={t(label)} valueRender={() => formatMoney(value)} />
                  </Col>
                ))}
              </Row>
            </Card>
          </Col>
          <Col span={12}>
            <Card size="small" title={t('members.profile')}>
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('members.state')}>
                  <Tag color={m.disabled ? 'red' : 'green'}>
                    {t(m.disabled ? 'members.locked' : 'members.active')}
                  </Tag>
                  {m.lockReason && <span>{m.lockReason}</span>}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.type')}>
                  {t(`members.types.${m.type}`)} ({m.typeCode})
                </Descriptions.Item>
                <Descriptions.Item label={t('members.nickname')}>
                  {m.nickname || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.upline')}>
                  {m.uplineAccount ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.mobile')}>{m.mobile || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('members.email')}>{m.email || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('members.payeeName')}>
                  {m.payeeName || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.registeredAt')}>
                  {joined(formatTime(m.registeredAt), m.registerIp)}
                </Descriptions.Item>
                <Descriptions.Item label={t('members.history')}>
                  {t('members.historyCounts', {
                    approved: m.history.depositsApproved,
                    rejected: m.history.depositsRejected,
                    paid: m.history.withdrawalsPaid,
                    refused: m.history.withdrawalsRejected,
                  })}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col span={12}>
            <Flex vertical gap={16}>
              <Card size="small" title={t('members.sessions')}>
                <Descriptions size="small" column={1} bordered>
                  <Descriptions.Item label={t('members.liveSessions')}>
                    {m.sessions.live}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('members.lastSeen')}>
                    {joined(formatTime(m.sessions.lastSeenAt), m.sessions.lastIp)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('members.lastLoginAt')}>
                    {formatTime(m.lastLoginAt)}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <Card size="small" title={t('members.responsibleGaming')}>
                <Gaming member={m} />
              </Card>
            </Flex>
          </Col>
          <Col span={12}>
            <Card size="small" title={t('members.cards')}>
              {m.cards.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.none')} />
              ) : (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={m.cards}
                  columns={[
                    { title: t('members.bank'), dataIndex: 'bankName' },
                    { title: t('members.accountName'), dataIndex: 'accountName' },
                    { title: t('members.accountNumber'), dataIndex: 'accountNumber' },
                    { title: t('members.boundAt'), dataIndex: 'boundAt', render: formatTime },
                  ]}
                />
              )}
            </Card>
          </Col>
          <Col span={12}>
            <Card size="small" title={t('members.duplicates')}>
              {m.duplicates.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.none')} />
              ) : (
                <Space direction="vertical">
                  {m.duplicates.map((hint) => (
                    <Space key={hint.id}>
                      <Link to={`/members/${hint.id}`}>
                        {hint.account} (#{hint.id})
                      </Link>
                      {hint.reasons.map((reason) => (
                        <Tag key={reason} color="orange">
                          {t(`members.duplicateReasons.${reason}`)}
                        </Tag>
                      ))}
                    </Space>
                  ))}
                </Space>
              )}
            </Card>
          </Col>
          <Col span={24}>
            <MemberNotes memberId={m.id} notes={m.notes} />
          </Col>
          <Col span={24}>
            <Card size="small" title={t('members.adjustments')}>
              <Table
                rowKey="id"
                size="small"
                columns={adjustmentColumns(t)}
                dataSource={adjustmentsQuery.data ? adjustments.data : []}
                loading={adjustmentsQuery.isFetching}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
              />
            </Card>
          </Col>
          <Col span={24}>
            <Card size="small" title={t('members.ledger')}>
              <Table<OperatorLedgerLine>
                rowKey="transactionId"
                size="small"
                columns={ledgerColumns}
                dataSource={m.ledger}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
              />
            </Card>
          </Col>
        </Row>
      )}
    </Show>
  );
}
