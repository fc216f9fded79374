import { HotMatchInput, LANGUAGE_CODES, type OperatorHotMatch } from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { formatTime } from '@/shared/format';
import type { FormValues, KindSpec, Translate } from './kind-spec';
import { fromPicker, toPicker } from './manila';

const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

function columns(t: Translate) {
  const now = Date.now();
  return [
    { title: t('content.fields.id'), dataIndex: 'id', width: 64 },
    {
      title: t('content.fields.matchTime'),
      dataIndex: 'matchTime',
      sorter: (a: OperatorHotMatch, b: OperatorHotMatch) => a.matchTime - b.matchTime,
      render: (at: number) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatTime(at).slice(0, 16)} {/* Shown until the end of the minute it kicks off in. */}
          {at + 60_000 <= now && <Tag>{t('content.state.ended')}</Tag>}
        </span>
      ),
    },
    {
      title: t('content.fields.language'),
      dataIndex: 'language',
      width: 90,
      filters: LANGUAGE_CODES.map((code) => ({ text: code, value: code })),
      onFilter: (value: unknown, row: OperatorHotMatch) => row.language === value,
    },
    { title: t('content.fields.league'), dataIndex: 'league' },
    {
      title: `${t('content.fields.homeTeam')} – ${t('content.fields.awayTeam')}`,
      key: 'teams',
      render: (_: unknown, row: OperatorHotMatch) => (
        <Typography.Text strong>
          {row.homeTeam} <Typography.Text type="secondary">vs</Typography.Text> {row.awayTeam}
        </Typography.Text>
      ),
    },
    {
      title: t('content.fields.vendor'),
      key: 'game',
      render: (_: unknown, row: OperatorHotMatch) =>
        [row.vendor, row.nodeId, row.roomId].filter(Boolean).join(' · '),
    },
    { title: t('content.fields.sortOrder'), dataIndex: 'sortOrder', width: 80 },
  ];
}

function toForm(row: OperatorHotMatch | undefined): FormValues {
  return {
    language: row?.language ?? 'TY',
    matchTime: toPicker(row?.matchTime),
    league: row?.league ?? '',
    homeTeam: row?.homeTeam ?? '',
    awayTeam: row?.awayTeam ?? '',
    homeTeamImageUrl: row?.homeTeamImageUrl ?? '',
    awayTeamImageUrl: row?.awayTeamImageUrl ?? '',
    vendor: row?.vendor ?? '',
    roomId: row?.roomId ?? '',
    nodeId: row?.nodeId ?? '',
    sortOrder: row?.sortOrder ?? 100,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function toInput(values: FormValues): unknown {
  return {
    language: values.language,
    matchTime: fromPicker(values.matchTime as never),
    league: str(values.league),
    homeTeam: str(values.homeTeam),
    awayTeam: str(values.awayTeam),
    homeTeamImageUrl: str(values.homeTeamImageUrl),
    awayTeamImageUrl: str(values.awayTeamImageUrl),
    vendor: str(values.vendor),
    roomId: str(values.roomId),
    nodeId: str(values.nodeId),
    sortOrder: values.sortOrder,
  };
}

/** Every field of HotMatchInput. */
function Fields() {
  const t = useTranslate();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name="matchTime"
            label={t('content.fields.matchTime')}
            extra={t('content.hints.matchTime')}
          >
            <DatePicker showTime format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item name="language" label={t('content.fields.language')}>
            <Select
              options={LANGUAGE_CODES.map((value) => ({
                value,
                label: t(`content.languages.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            name="sortOrder"
            label={t('content.fields.sortOrder')}
            extra={t('content.hints.sortOrder')}
          >
            <InputNumber<number> min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="league" label={t('content.fields.league')}>
        <Input maxLength={120} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="homeTeam" label={t('content.fields.homeTeam')}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            name="homeTeamImageUrl"
            label={t('content.fields.homeTeamImageUrl')}
            extra={t('content.hints.imageUrl')}
          >
            <Input placeholder="/media/home.png" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="awayTeam" label={t('content.fields.awayTeam')}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item
            name="awayTeamImageUrl"
            label={t('content.fields.awayTeamImageUrl')}
            extra={t('content.hints.imageUrl')}
          >
            <Input placeholder="/media/away.png" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="vendor" label={t('content.fields.vendor')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="nodeId"
            label={t('content.fields.nodeId')}
            extra={t('content.hints.nodeId')}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="roomId"
            label={t('content.fields.roomId')}
            extra={t('content.hints.roomId')}
          >
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export const hotMatches: KindSpec<OperatorHotMatch, unknown> = {
  kind: 'hot-matches',
  contract: HotMatchInput,
  columns,
  toForm,
  toInput,
  Fields,
  titleOf: (row) => `${row.homeTeam} – ${row.awayTeam}`,
};
