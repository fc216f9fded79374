import { useTranslate } from '@refinedev/core';
import type { OperatorFeedbackImage } from '@app/contracts';
import { App, Button, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '@/shared/api';
import { errorText } from '@/shared/error-text';
import { currentLanguage } from '@/shared/language';
import { session } from '@/shared/storage';

/**
 * Fetches an image of the operator API with the session's bearer token (an <img> cannot send
 * it) and answers an object URL of its bytes; the caller revokes it.
 */
async function imageUrl(path: string): Promise<string> {
  const headers: Record<string, string> = { Language: currentLanguage() };
  const token = session.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers });
  } catch {
    throw new ApiError(0, 'network.error', 'The server cannot be reached');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { code?: string; message?: string } | undefined;
    throw new ApiError(
      response.status,
      body?.code ?? 'http.error',
      body?.message ?? `HTTP ${response.status}`,
    );
  }
  return URL.createObjectURL(await response.blob());
}

/** A feedback's screenshots: one button each, opening the image in a dialog. */
export function ImageLinks({ path, images }: { path: string; images: OperatorFeedbackImage[] }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const [open, setOpen] = useState<{ n: number; url: string }>();
  const [loading, setLoading] = useState<number>();
  useEffect(() => () => open && URL.revokeObjectURL(open.url), [open]);

  if (images.length === 0) return <>—</>;
  const show = async (n: number) => {
    setLoading(n);
    try {
      setOpen({ n, url: await imageUrl(`${path}/images/${n}`) });
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      setLoading(undefined);
    }
  };
  return (
    <>
      <Space size={4} wrap>
        {images.map((image) => (
          <Button
            key={image.n}
            size="small"
            loading={loading === image.n}
            onClick={() => void show(image.n)}
          >
            {t('feedback.image', { n: image.n })}
          </Button>
        ))}
      </Space>
      <Modal
        open={open !== undefined}
        title={open && t('feedback.image', { n: open.n })}
        footer={null}
        width={900}
        onCancel={() => setOpen(undefined)}
      >
        {open && (
          <img
            src={open.url}
            alt={t('feedback.image', { n: open.n })}
            style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
          />
        )}
      </Modal>
    </>
  );
}
