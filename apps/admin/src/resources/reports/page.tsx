import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { REPORT_KINDS, REPORT_MAX_DAYS, type Report, type ReportKind } from '@app/contracts';
import { Alert, DatePicker, Flex, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
import { formatMoney } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { siteDay } from '@/shared/pesos';
import { CsvButton } from './csv-button';

const DAY = 'YYYY-MM-DD';
type Range = [string, string];

/** Days from `from` to `to`, both counted. */
const daysOf = ([from, to]: Range) => dayjs(to).diff(dayjs(from), 'day') + 1;

/**
 * The reports over a range of site days (GMT+8, the last 7 by default, at most 92): the P&L by
 * day, product and vendor, money by channel and the agents' incomes, with their totals and a CSV.
 */
export function ReportsPage() {
  const t = useTranslate();
  const [report, setReport] = useState<ReportKind>('pnl-daily');
  const [range, setRange] = useState<Range>([siteDay(6), siteDay()]);
  const tooLong = daysOf(range) > REPORT_MAX_DAYS;
  const path = merchantPath(currentMerchant(), `reports/${report}`);
  const query = { from: range[0], to: range[1] };
  const { result, query: answer } = useCustom<Report>({
    url: path,
    method: 'get',
    config: { query },
    queryOptions: { enabled: !tooLong },
    errorNotification: false,
  });
  const data = answer.data ? result.data : undefined;
  const columns = (data?.columns ?? []).map(({ key, money }) => ({
    key,
    dataIndex: key,
    title: t(`reports.columns.${key}`),
    align: money ? ('right' as const) : undefined,
    render: (value: string | number) =>
      money && typeof value === 'number'
        ? formatMoney(value)
        : key === 'direction'
          ? t(`reports.directions.${String(value)}`)
          : value,
  }));

  return (
    <List
      title={t('menu.reports')}
      headerButtons={
        <CsvButton
          path={`${path}/csv`}
          query={query}
          fallbackName={`${report}-${range[0]}-${range[1]}.csv`}
          disabled={tooLong}
        />
      }
    >
      <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('reports.report')}</Typography.Text>
        <Select
          aria-label={t('reports.report')}
          style={{ width: 260 }}
          value={report}
          onChange={setReport}
          options={REPORT_KINDS.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
        />
        <Typography.Text type="secondary">{t('reports.range')}</Typography.Text>
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(range[0]), dayjs(range[1])]}
          maxDate={dayjs(siteDay())}
          onChange={(values) => {
            const [from, to] = (values ?? []) as [Dayjs | null, Dayjs | null];
            if (from && to) setRange([from.format(DAY), to.format(DAY)]);
          }}
        />
        <Typography.Text type="secondary">{t('reports.gmt8')}</Typography.Text>
      </Flex>
      {tooLong && (
        <Alert type="warning" showIcon message={t('reports.tooLong', { max: REPORT_MAX_DAYS })} />
      )}
      {answer.error && <Alert type="error" showIcon message={errorText(answer.error, t)} />}
      <Table
        rowKey={(_, index) => String(index)}
        size="middle"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={answer.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={() =>
          data && data.rows.length > 0 ? (
            <Table.Summary fixed>
              <Table.Summary.Row style={{ fontWeight: 600, background: '#fafafa' }}>
                {data.columns.map(({ key, money }, index) => {
                  const total = data.totals[key];
                  return (
                    <Table.Summary.Cell key={key} index={index} align={money ? 'right' : 'left'}>
                      {index === 0
                        ? t('reports.total')
                        : total === undefined
                          ? ''
                          : money
                            ? formatMoney(total)
                            : total}
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </List>
  );
}
