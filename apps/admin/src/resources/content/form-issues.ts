import { isControlCharsIssue } from '@app/contracts';
import type { FormInstance } from 'antd';

/** A zod issue, as much of it as the form reads (the console does not import zod itself). */
export type Issue = {
  path: PropertyKey[];
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: unknown;
};

/** A contract schema: what the form checks its values with before sending them. */
export type Contract<T> = {
  safeParse: (
    input: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A contract's complaint in the operator's words (zod's own messages are English only). */
export function issueText(issue: Issue, t: Translate): string {
  switch (issue.code) {
    case 'invalid_type':
      return t('content.errors.required');
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? t('content.errors.required')
        : t('content.errors.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('content.errors.tooLong', { max: Number(issue.maximum) })
        : t('content.errors.tooBig', { max: Number(issue.maximum) });
    case 'ends_before_start':
      return t('content.errors.endBeforeStart');
    case 'custom':
      if (isControlCharsIssue(issue)) return t('content.errors.controlChars');
      if (issue.message.includes('https://')) return t('content.errors.linkRule');
      return t('content.errors.invalid', { detail: issue.message });
    default:
      return t('content.errors.invalid', { detail: issue.message });
  }
}

/** The field an issue is about: its path, minus array indexes the form does not name. */
const fieldOf = (issue: Issue) => issue.path.map((part) => String(part));

/** Shows each issue under its field (earlier ones cleared); answers whether there were any. */
export function showIssues(form: FormInstance, issues: Issue[], t: Translate): boolean {
  clearIssues(form);
  const byField = new Map<string, { name: string[]; errors: string[] }>();
  for (const issue of issues) {
    const name = fieldOf(issue);
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(issueText(issue, t));
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return issues.length > 0;
}

export function clearIssues(form: FormInstance): void {
  form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
}
