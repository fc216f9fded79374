import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import type { OperatorDashboard } from '@app/contracts';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney, formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';

/** Figures refresh this often while the page is open. */
const REFRESH_MS = 30_000;

function Figures({ title, items }: { title: string; items: [string, ReactNode][] }) {
  return (
    <Card title={title} size="small">
      <Row gutter={[16, 16]}>
        {items.map(([label, value]) => (
          <Col span={6} key={label}>
            <Statistic title={label} valueRender={() => value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** A merchant's day so far (GMT+8) and what waits for the staff: the console's first page. */
export function DashboardPage() {
  const t = useTranslate();
  const { result, query } = useCustom<OperatorDashboard>({
    url: merchantPath(currentMerchant(), 'dashboard'),
    method: 'get',
    queryOptions: { refetchInterval: REFRESH_MS },
    errorNotification: false,
  });
  const d = query.data ? result.data : undefined;
  const tally = (tallied: { count: number; amount: number }) =>
    t('dashboard.count', { count: tallied.count, amount: formatMoney(tallied.amount) });

  return (
    <List title={t('dashboard.title')} breadcrumb={false}>
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      {d && (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Typography.Text type="secondary">
              {t('dashboard.day', { day: d.day, time: formatTime(d.at) })}
            </Typography.Text>
          </Col>
          <Col span={24}>
            <Figures
              title={t('dashboard.figures')}
              items={[
                [t('dashboard.registrations'), d.registrations],
                [t('dashboard.firstDeposits'), d.firstDeposits],
                [t('dashboard.deposits'), tally(d.deposits)],
                [t('dashboard.withdrawals'), tally(d.withdrawals)],
                [t('dashboard.bets'), formatMoney(d.bets)],
                [t('dashboard.validBets'), formatMoney(d.validBets)],
                [t('dashboard.wins'), formatMoney(d.wins)],
                [t('dashboard.ggr'), formatMoney(d.ggr)],
                [t('dashboard.activePlayers'), d.activePlayers],
              ]}
            />
          </Col>
          <Col span={16}>
            <Figures
              title={t('dashboard.queues')}
              items={[
                [t('dashboard.queueDeposits'), d.queues.deposits],
                [t('dashboard.queueWithdrawals'), d.queues.withdrawals],
                [t('dashboard.secondApprovals'), d.queues.secondApprovals],
                [t('dashboard.promotionClaims'), d.queues.promotionClaims],
                [t('dashboard.feedback'), d.queues.feedback],
              ]}
            />
          </Col>
          <Col span={8}>
            <Card title={t('dashboard.lottery')} size="small">
              <Row gutter={16}>
                <Col span={8}>
                  <Statistic title={t('dashboard.lateDraws')} value={d.lottery.lateDraws} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('dashboard.drawsToday')} value={d.lottery.drawsToday} />
                </Col>
                <Col span={8}>
                  <Statistic
                    title={t('dashboard.lastDrawnAt')}
                    valueRender={() => (
                      <span style={{ fontSize: 16 }}>{formatTime(d.lottery.lastDrawnAt)}</span>
                    )}
                  />
                </Col>
              </Row>
            </Card>
          </Col>
        </Row>
      )}
    </List>
  );
}
