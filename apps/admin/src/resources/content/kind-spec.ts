import type { ContentKind } from '@app/contracts';
import type { FormInstance, TableColumnsType } from 'antd';
import type { ComponentType } from 'react';
import type { Contract } from './form-issues';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type FormValues = Record<string, unknown>;

/**
 * One kind of content (SPEC §3): its API path, its contract, the table's columns and the form.
 * The form's values are turned into the contract's input (dates from the pickers to epoch ms) and
 * checked with the contract before anything is sent.
 */
export type KindSpec<Row extends { id: number }, Input> = {
  kind: ContentKind;
  contract: Contract<Input>;
  /** The table's columns after the id (the tab shows it first) and before the actions. */
  columns: (t: Translate) => TableColumnsType<Row>;
  /** The form's values for an item, or for a new one. */
  toForm: (row: Row | undefined) => FormValues;
  /** The request's body from the form's values (before the contract's check). */
  toInput: (values: FormValues) => unknown;
  /** The form's fields. */
  Fields: ComponentType<{ form: FormInstance }>;
  /** What the delete confirmation names. */
  titleOf: (row: Row) => string;
  /** A refusal's code and the field it concerns (the server's message is shown under it). */
  refusalFields?: Record<string, string>;
};
