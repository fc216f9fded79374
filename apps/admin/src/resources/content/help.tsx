import { HelpEntryInput, type OperatorHelpEntry } from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, Input, Row, Typography } from 'antd';
import {
  ChoiceField,
  Field,
  LanguageField,
  SortOrderField,
  languageColumn,
  sortOrderColumn,
  trimmed,
} from './fields';
import type { FormValues, KindSpec, Translate } from './kind-spec';
import { RichTextEditor } from './rich-text/rich-text-editor';

const DEVICES = ['ALL', 'MOBILE', 'WEB'] as const;

function columns(t: Translate) {
  return [
    languageColumn(t),
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
    sortOrderColumn<OperatorHelpEntry>(t),
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
    title: trimmed(values.title),
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
          <LanguageField />
        </Col>
        <Col xs={12} md={8}>
          <ChoiceField name="device" values={DEVICES} names="devices" />
        </Col>
        <Col xs={12} md={8}>
          <SortOrderField />
        </Col>
      </Row>
      <Field name="title">
        <Input maxLength={200} showCount />
      </Field>
      <Field name="content">
        <RichTextEditor label={t('content.fields.content')} />
      </Field>
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
