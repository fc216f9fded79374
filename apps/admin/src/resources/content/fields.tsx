import { LANGUAGE_CODES } from '@app/contracts';
import { useTranslate } from '@refinedev/core';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import type { Translate } from './kind-spec';

/*
 * What the kinds of content (announcements, help, hot matches) have in common: their language
 * and sort order, columns and fields labelled by name (content.fields.<name>, its hint
 * content.hints.<name>), the pickers of a time in GMT+8 and the trimming of a text field.
 */

/** A text field's value trimmed, or empty. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The column of an item's language, filtered by language. */
export function languageColumn(t: Translate) {
  return {
    title: t('content.fields.language'),
    dataIndex: 'language',
    width: 90,
    filters: LANGUAGE_CODES.map((code) => ({ text: code, value: code })),
    onFilter: (value: unknown, row: { language: string }) => row.language === value,
  };
}

/** The column of an item's place in its list (lowest first), sorted by it. */
export function sortOrderColumn<Row extends { sortOrder: number }>(t: Translate) {
  return {
    title: t('content.fields.sortOrder'),
    dataIndex: 'sortOrder',
    width: 80,
    sorter: (a: Row, b: Row) => a.sortOrder - b.sortOrder,
  };
}

/** A field labelled by its name; `hint` shows its hint (true) or the text given under it. */
export function Field({
  name,
  hint,
  children,
}: {
  name: string;
  hint?: boolean | string;
  children: ReactNode;
}) {
  const t = useTranslate();
  const extra = hint === true ? t(`content.hints.${name}`) : hint || undefined;
  return (
    <Form.Item name={name} label={t(`content.fields.${name}`)} {...(extra && { extra })}>
      {children}
    </Form.Item>
  );
}

/** A choice among `values`, each named by content.<names>.<value>. */
export function ChoiceField({
  name,
  values,
  names,
  hint,
}: {
  name: string;
  values: readonly string[];
  names: string;
  hint?: boolean;
}) {
  const t = useTranslate();
  return (
    <Field name={name} {...(hint && { hint })}>
      <Select options={values.map((value) => ({ value, label: t(`content.${names}.${value}`) }))} />
    </Field>
  );
}

/** The item's language. */
export const LanguageField = () => (
  <ChoiceField name="language" values={LANGUAGE_CODES} names="languages" />
);

/** The item's place in its list, with its hint. */
export const SortOrderField = () => (
  <Field name="sortOrder" hint>
    <InputNumber<number> min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
  </Field>
);

/** A time to the minute, picked in GMT+8 (see manila.ts). */
export const TimeField = ({ name, hint }: { name: string; hint: true | string }) => (
  <Field name={name} hint={hint}>
    <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
  </Field>
);

/** A free text field, with its hint when `hint`. */
export const TextField = ({ name, hint }: { name: string; hint?: boolean }) => (
  <Field name={name} {...(hint && { hint })}>
    <Input />
  </Field>
);

/**
 * The game an item opens, in one row: its vendor, node and room, and a banner's game type too
 * (`gameType`: four narrower columns).
 */
export function GameFields({ gameType }: { gameType?: boolean }) {
  const col = gameType ? { xs: 12, md: 6 } : { xs: 12, md: 8 };
  return (
    <Row gutter={16}>
      <Col {...col} {...(!gameType && { xs: 24 })}>
        <TextField name="vendor" />
      </Col>
      <Col {...col}>
        <TextField name="nodeId" hint />
      </Col>
      <Col {...col}>
        <TextField name="roomId" hint />
      </Col>
      {gameType && (
        <Col {...col}>
          <TextField name="gameType" />
        </Col>
      )}
    </Row>
  );
}
