import {
  ANNOUNCEMENT_GROUPS,
  AnnouncementInput,
  type Announcement,
  type AnnouncementType,
} from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, Form, Input, Row, Tag, Typography } from 'antd';
import { formatTime } from '@/shared/format';
import {
  ChoiceField,
  Field,
  GameFields,
  LanguageField,
  SortOrderField,
  TimeField,
  languageColumn,
  sortOrderColumn,
  trimmed,
} from './fields';
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
    {
      title: t('content.fields.type'),
      dataIndex: 'type',
      filters: TYPES.map((type) => ({ text: t(`content.types.${type}`), value: type })),
      onFilter: (value: unknown, row: Announcement) => row.type === value,
      render: (type: AnnouncementType) => (
        <Tag color={TYPE_COLORS[type]}>{t(`content.types.${type}`)}</Tag>
      ),
    },
    languageColumn(t),
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
    sortOrderColumn<Announcement>(t),
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
    title: trimmed(values.title),
    content: typeof values.content === 'string' ? values.content : '',
    imageUrl: trimmed(values.imageUrl),
    linkageType,
    linkage: linkageType === null || isGame ? '' : trimmed(values.linkage),
    vendor: isGame ? trimmed(values.vendor) : '',
    roomId: isGame ? trimmed(values.roomId) : '',
    nodeId: isGame ? trimmed(values.nodeId) : '',
    gameType: isGame ? trimmed(values.gameType) : '',
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
          <ChoiceField name="type" values={TYPES} names="types" hint />
        </Col>
        <Col xs={12} md={6}>
          <LanguageField />
        </Col>
        <Col xs={12} md={6}>
          <SortOrderField />
        </Col>
        <Col xs={12} md={12}>
          <ChoiceField name="groupName" values={ANNOUNCEMENT_GROUPS} names="groups" />
        </Col>
        <Col xs={12} md={12}>
          <ChoiceField name="platform" values={PLATFORMS} names="platforms" />
        </Col>
      </Row>
      <Field name="title">
        <Input maxLength={200} showCount />
      </Field>
      {isBanner ? (
        <>
          <Field name="imageUrl" hint>
            <Input placeholder="/media/banner.jpg" />
          </Field>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <ChoiceField name="linkageType" values={LINKAGES} names="linkages" />
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
          {linkageType === 'G' && <GameFields gameType />}
        </>
      ) : (
        <Field name="content">
          <RichTextEditor label={t('content.fields.content')} />
        </Field>
      )}
      <Row gutter={16}>
        <Col xs={12}>
          <TimeField
            name="startsAt"
            hint={`${t('content.hints.startsAt')} · ${t('content.hints.dates')}`}
          />
        </Col>
        <Col xs={12}>
          <TimeField
            name="endsAt"
            hint={`${t('content.hints.endsAt')} · ${t('content.hints.dates')}`}
          />
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
