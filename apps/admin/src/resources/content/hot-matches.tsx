import { HotMatchInput, type OperatorHotMatch } from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, Input, Row, Tag, Typography } from 'antd';
import { formatTime } from '@/shared/format';
import {
  Field,
  GameFields,
  LanguageField,
  SortOrderField,
  TimeField,
  languageColumn,
  trimmed,
} from './fields';
import type { FormValues, KindSpec, Translate } from './kind-spec';
import { fromPicker, toPicker } from './manila';

function columns(t: Translate) {
  const now = Date.now();
  return [
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
    languageColumn(t),
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

function toInput(values: FormValues): unknown {
  return {
    language: values.language,
    matchTime: fromPicker(values.matchTime as never),
    league: trimmed(values.league),
    homeTeam: trimmed(values.homeTeam),
    awayTeam: trimmed(values.awayTeam),
    homeTeamImageUrl: trimmed(values.homeTeamImageUrl),
    awayTeamImageUrl: trimmed(values.awayTeamImageUrl),
    vendor: trimmed(values.vendor),
    roomId: trimmed(values.roomId),
    nodeId: trimmed(values.nodeId),
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
          <TimeField name="matchTime" hint />
        </Col>
        <Col xs={12} md={7}>
          <LanguageField />
        </Col>
        <Col xs={12} md={7}>
          <SortOrderField />
        </Col>
      </Row>
      <Field name="league">
        <Input maxLength={120} />
      </Field>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="homeTeam">
            <Input maxLength={80} />
          </Field>
          <Field name="homeTeamImageUrl" hint={t('content.hints.imageUrl')}>
            <Input placeholder="/media/home.png" />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="awayTeam">
            <Input maxLength={80} />
          </Field>
          <Field name="awayTeamImageUrl" hint={t('content.hints.imageUrl')}>
            <Input placeholder="/media/away.png" />
          </Field>
        </Col>
      </Row>
      <GameFields />
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
