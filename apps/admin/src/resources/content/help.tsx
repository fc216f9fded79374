import { HelpEntryInput, LANGUAGE_CODES, type OperatorHelpEntry } from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { FormValues, KindSpec, Translate } from './kind-spec';
import { RichTextEditor } from './rich-text/rich-text-editor';

const DEVICES = ['ALL', 'MOBILE', 'WEB'] as const;

function columns(t: Translate) {
  return [
    { title: t('content.fields.id'), dataIndex: 'id', width: 64 },
    {
      title: t('content.fields.language'),
      dataIndex: 'language',
      width: 90,
      filters: LANGUAGE_CODES.map((code) => ({ text: code, value: code })),
      onFilter: (value: unknown, row: OperatorHelpEntry) => row.language === value,
    },
    {
      title: t('content.fields.title'),
      dataIndex: 'title',
      render: (title: string) => <Typography.Text strong>{title}</Typography.Text>,
    },
    {
      title: t('content.fields.device'),
      dataIndex: 'device',
      render: (device: OperatorHelpEntry['device']) => t(`content.devices.${device}`),
    },
    {
      title: t('content.fields.sortOrder'),
      dataIndex: 'sortOrder',
      width: 80,
      sorter: (a: OperatorHelpEntry, b: OperatorHelpEntry) => a.sortOrder - b.sortOrder,
    },
  ];
}

function toForm(row: OperatorHelpEntry | undefined): FormValues {
  return {
    language: row?.language ?? 'TY',
    device: row?.device ?? 'ALL',
    title: row?.title ?? '',
    content: row?.content ?? '',
    sortOrder: row?.sortOrder ?? 100,
  };
}

function toInput(values: FormValues): unknown {
  return {
    language: values.language,
    device: values.device,
    title: typeof values.title === 'string' ? values.title.trim() : '',
    content: typeof values.content === 'string' ? values.content : '',
    sortOrder: values.sortOrder,
  };
}

/** Every field of HelpEntryInput. */
function Fields() {
  const t = useTranslate();
  return (
    <>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item name="language" label={t('content.fields.language')}>
            <Select
              options={LANGUAGE_CODES.map((value) => ({
                value,
                label: t(`content.languages.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="device" label={t('content.fields.device')}>
            <Select
              options={DEVICES.map((value) => ({ value, label: t(`content.devices.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="sortOrder"
            label={t('content.fields.sortOrder')}
            extra={t('content.hints.sortOrder')}
          >
            <InputNumber<number> min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="title" label={t('content.fields.title')}>
        <Input maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('content.fields.content')}>
        <RichTextEditor label={t('content.fields.content')} />
      </Form.Item>
    </>
  );
}

export const help: KindSpec<OperatorHelpEntry, unknown> = {
  kind: 'help',
  contract: HelpEntryInput,
  columns,
  toForm,
  toInput,
  Fields,
  titleOf: (row) => row.title,
};
