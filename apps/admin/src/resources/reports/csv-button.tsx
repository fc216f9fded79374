import { useTranslate } from '@refinedev/core';
import { App, Button } from 'antd';
import { useState } from 'react';
import { downloadFile } from '@/shared/download';
import { errorText } from '@/shared/error-text';

/** Saves a report as CSV: fetched with the bearer token, then saved under the server's name. */
export function CsvButton({
  path,
  query,
  fallbackName,
  disabled,
}: {
  path: string;
  query: Record<string, string>;
  fallbackName: string;
  disabled?: boolean;
}) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(path, query, fallbackName);
      void message.success(t('reports.saved', { name }));
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy} disabled={disabled}>
      {t('reports.csv')}
    </Button>
  );
}
