import {
  ANNOUNCEMENT_GROUPS,
  AnnouncementInput,
  LANGUAGE_CODES,
  type Announcement,
  type AnnouncementType,
} from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { formatTime } from '@/shared/format';
import type { Contract, Issue } from './form-issues';
import type { FormValues, KindSpec, Translate } from './kind-spec';
import { fromPicker, toPicker } from './manila';
import { RichTextEditor } from './rich-text/rich-text-editor';

const TYPES = ['PL', 'PU', 'B', 'A', 'PR'] as const satisfies AnnouncementType[];
const TYPE_COLORS: Record<AnnouncementType, string> = {
  A: 'purple',
  PL: 'blue',
  B: 'gold',
  PU: 'cyan',
  PR: 'green',
};
const PLATFORMS = ['ALL', 'M', 'W'] as const;
/** 'none' stands for the contract's null: a banner that opens nothing. */
const LINKAGES = ['none', 'URL', 'P', 'G'] as const;
const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/** Whether an item is shown now, not yet, or no longer. */
function stateOf(row: Announcement, now: number): 'live' | 'scheduled' | 'ended' {
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt !== null && row.endsAt <= now) return 'ended';
  return 'live';
}
const STATE_COLORS = { live: 'green', scheduled: 'blue', ended: 'default' } as const;

/** The contract, and an end that does not come before the start. */
const contract: Contract<unknown> = {
  safeParse: (input) => {
    const checked = AnnouncementInput.safeParse(input);
    if (!checked.success) return checked;
    const { startsAt, endsAt } = checked.data;
    if (endsAt !== null && endsAt <= (startsAt ?? Date.now())) {
      const issue: Issue = { path: ['endsAt'], code: 'ends_before_start', message: '' };
      return { success: false, error: { issues: [issue] } };
    }
    return checked;
  },
};

function columns(t: Translate) {
  const now = Date.now();
  return [
    { title: t('content.fields.id'), dataIndex: 'id', width: 64 },
    {
      title: t('content.fields.type'),
      dataIndex: 'type',
      filters: TYPES.map((type) => ({ text: t(`content.types.${type}`), value: type })),
      onFilter: (value: unknown, row: Announcement) => row.type === value,
      render: (type: AnnouncementType) => (
        <Tag color={TYPE_COLORS[type]}>{t(`content.types.${type}`)}</Tag>
      ),
    },
    {
      title: t('content.fields.language'),
      dataIndex: 'language',
      width: 90,
      filters: LANGUAGE_CODES.map((code) => ({ text: code, value: code })),
      onFilter: (value: unknown, row: Announcement) => row.language === value,
    },
    {
      title: t('content.fields.title'),
      dataIndex: 'title',
      render: (title: string, row: Announcement) => (
        <div style={{ maxWidth: 360 }}>
          <Typography.Text strong ellipsis={{ tooltip: title }} style={{ maxWidth: 360 }}>
            {title}
          </Typography.Text>
          {row.type === 'B' && row.linkageType && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis>
              {t(`content.linkages.${row.linkageType}`)}
              {row.linkageType === 'G' ? `: ${row.vendor} ${row.nodeId}` : `: ${row.linkage}`}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('content.fields.groupName'),
      key: 'where',
      render: (_: unknown, row: Announcement) => (
        <>
          <Typography.Text style={{ display: 'block' }}>
            {t(`content.groups.${row.groupName}`)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`content.platforms.${row.platform}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('content.fields.shown'),
      key: 'shown',
      render: (_: unknown, row: Announcement) => {
        const state = stateOf(row, now);
        return (
          <div style={{ whiteSpace: 'nowrap' }}>
            <Tag color={STATE_COLORS[state]}>{t(`content.state.${state}`)}</Tag>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {formatTime(row.startsAt).slice(0, 16)} →{' '}
              {row.endsAt === null ? '∞' : formatTime(row.endsAt).slice(0, 16)}
            </Typography.Text>
          </div>
        );
      },
    },
    {
      title: t('content.fields.sortOrder'),
      dataIndex: 'sortOrder',
      width: 80,
      sorter: (a: Announcement, b: Announcement) => a.sortOrder - b.sortOrder,
    },
  ];
}

function toForm(row: Announcement | undefined): FormValues {
  return {
    type: row?.type ?? 'PL',
    groupName: row?.groupName ?? 'm_home',
    platform: row?.platform ?? 'ALL',
    language: row?.language ?? 'TY',
    title: row?.title ?? '',
    content: row?.content ?? '',
    imageUrl: row?.imageUrl ?? '',
    linkageType: row?.linkageType ?? 'none',
    linkage: row?.linkage ?? '',
    vendor: row?.vendor ?? '',
    roomId: row?.roomId ?? '',
    nodeId: row?.nodeId ?? '',
    gameType: row?.gameType ?? '',
    sortOrder: row?.sortOrder ?? 100,
    startsAt: toPicker(row?.startsAt),
    endsAt: toPicker(row?.endsAt),
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contract's input from the form: a game's fields only for a game, no linkage for none. */
function toInput(values: FormValues): unknown {
  const linkageType = values.linkageType === 'none' ? null : values.linkageType;
  const isGame = linkageType === 'G';
  const startsAt = fromPicker(values.startsAt as never);
  return {
    type: values.type,
    groupName: values.groupName,
    platform: values.platform,
    language: values.language,
    title: str(values.title),
    content: typeof values.content === 'string' ? values.content : '',
    imageUrl: str(values.imageUrl),
    linkageType,
    linkage: linkageType === null || isGame ? '' : str(values.linkage),
    vendor: isGame ? str(values.vendor) : '',
    roomId: isGame ? str(values.roomId) : '',
    nodeId: isGame ? str(values.nodeId) : '',
    gameType: isGame ? str(values.gameType) : '',
    sortOrder: values.sortOrder,
    ...(startsAt === undefined ? {} : { startsAt }),
    endsAt: fromPicker(values.endsAt as never) ?? null,
  };
}

/** Every field of AnnouncementInput; a banner's image and tap action show for banners only. */
function Fields() {
  const t = useTranslate();
  const type = Form.useWatch<AnnouncementType | undefined>('type');
  const linkageType = Form.useWatch<string | undefined>('linkageType');
  const isBanner = type === 'B';
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('content.fields.type')} extra={t('content.hints.type')}>
            <Select
              options={TYPES.map((value) => ({ value, label: t(`content.types.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="language" label={t('content.fields.language')}>
            <Select
              options={LANGUAGE_CODES.map((value) => ({
                value,
                label: t(`content.languages.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="sortOrder"
            label={t('content.fields.sortOrder')}
            extra={t('content.hints.sortOrder')}
          >
            <InputNumber<number> min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item name="groupName" label={t('content.fields.groupName')}>
            <Select
              options={ANNOUNCEMENT_GROUPS.map((value) => ({
                value,
                label: t(`content.groups.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={12}>
          <Form.Item name="platform" label={t('content.fields.platform')}>
            <Select
              options={PLATFORMS.map((value) => ({
                value,
                label: t(`content.platforms.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="title" label={t('content.fields.title')}>
        <Input maxLength={200} showCount />
      </Form.Item>
      {isBanner ? (
        <>
          <Form.Item
            name="imageUrl"
            label={t('content.fields.imageUrl')}
            extra={t('content.hints.imageUrl')}
          >
            <Input placeholder="/media/banner.jpg" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="linkageType" label={t('content.fields.linkageType')}>
                <Select
                  options={LINKAGES.map((value) => ({
                    value,
                    label: t(`content.linkages.${value}`),
                  }))}
                />
              </Form.Item>
            </Col>
            {(linkageType === 'URL' || linkageType === 'P') && (
              <Col xs={24} md={16}>
                <Form.Item
                  name="linkage"
                  label={t(
                    linkageType === 'P'
                      ? 'content.fields.linkagePromotion'
                      : 'content.fields.linkageUrl',
                  )}
                  extra={t(
                    linkageType === 'P'
                      ? 'content.hints.linkagePromotion'
                      : 'content.hints.linkageUrl',
                  )}
                >
                  <Input placeholder={linkageType === 'P' ? 'WELCOME100' : 'https://'} />
                </Form.Item>
              </Col>
            )}
          </Row>
          {linkageType === 'G' && (
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="vendor" label={t('content.fields.vendor')}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="nodeId"
                  label={t('content.fields.nodeId')}
                  extra={t('content.hints.nodeId')}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="roomId"
                  label={t('content.fields.roomId')}
                  extra={t('content.hints.roomId')}
                >
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="gameType" label={t('content.fields.gameType')}>
                  <Input />
                </Form.Item>
              </Col>
            </Row>
          )}
        </>
      ) : (
        <Form.Item name="content" label={t('content.fields.content')}>
          <RichTextEditor label={t('content.fields.content')} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item
            name="startsAt"
            label={t('content.fields.startsAt')}
            extra={`${t('content.hints.startsAt')} · ${t('content.hints.dates')}`}
          >
            <DatePicker showTime format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item
            name="endsAt"
            label={t('content.fields.endsAt')}
            extra={`${t('content.hints.endsAt')} · ${t('content.hints.dates')}`}
          >
            <DatePicker showTime format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

export const announcements: KindSpec<Announcement, unknown> = {
  kind: 'announcements',
  contract,
  columns,
  toForm,
  toInput,
  Fields,
  titleOf: (row) => row.title,
  refusalFields: { 'content.linkage.unknown': 'linkage' },
};
