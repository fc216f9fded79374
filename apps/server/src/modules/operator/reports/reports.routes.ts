import {
  OPERATOR_REPORT_CSV_PATH,
  OPERATOR_REPORT_PATH,
  Report,
  ReportParams,
  ReportQuery,
} from '@app/contracts';
import { minorAsDecimal, toCsv } from '@/lib/csv.js';
import { OPERATOR_ROUTE_CONFIG } from '../operator-guard.js';
import { merchantRoutes, type OperatorMerchantRoutes } from '../operator-merchant.js';
import type { Reports } from './reports.service.js';

/** A report as CSV: money columns in pesos with two decimals, a totals line last. */
function reportCsv(report: Report): string {
  const money = new Set(report.columns.filter((c) => c.money).map((c) => c.key));
  const keys = report.columns.map((c) => c.key);
  const cells = (row: Record<string, string | number>) =>
    Object.fromEntries(
      keys.map((key) => {
        const value = row[key];
        return [key, money.has(key) && typeof value === 'number' ? minorAsDecimal(value) : value];
      }),
    );
  const [first] = keys;
  const totals = {
    ...report.totals,
    ...(first && !(first in report.totals) ? { [first]: 'total' } : {}),
  };
  return toCsv(keys, [...report.rows, totals].map(cells));
}

/** The reports (every role reads them), as JSON and as CSV files. */
export const operatorReportsRoutes: OperatorMerchantRoutes<{ reports: Reports }> = async (
  app,
  { reports, merchantId },
) => {
  const inputs = { params: ReportParams, querystring: ReportQuery };
  app.get(
    OPERATOR_REPORT_PATH,
    merchantRoutes(merchantId)(Report, inputs, (id, { params, query }) =>
      reports(id, params.report, query),
    ),
  );
  app.get(
    OPERATOR_REPORT_CSV_PATH,
    { config: OPERATOR_ROUTE_CONFIG, schema: inputs },
    async (request, reply) => {
      const { merchantCode, report } = request.params;
      const answer = await reports(await merchantId(merchantCode), report, request.query);
      const name = `${merchantCode}-${report}-${answer.from}-${answer.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(reportCsv(answer));
    },
  );
};
