import { useTranslate } from '@refinedev/core';
import { Col, Row, Typography } from 'antd';
import type { AuditEntry } from '@app/contracts';

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** An audit line's before and after, side by side, as JSON. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const t = useTranslate();
  const block = {
    margin: 0,
    padding: 8,
    background: '#fafafa',
    fontSize: 12,
    whiteSpace: 'pre-wrap',
  } as const;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Typography.Text type="secondary">{t('audit.before')}</Typography.Text>
        <pre style={block}>{json(entry.before)}</pre>
      </Col>
      <Col span={12}>
        <Typography.Text type="secondary">{t('audit.after')}</Typography.Text>
        <pre style={block}>{json(entry.after)}</pre>
      </Col>
    </Row>
  );
}
