import { useTranslate } from '@refinedev/core';
import type { OperatorFeedbackImage } from '@app/contracts';
import { App, Button, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { fetchFile } from '@/shared/download';
import { errorText } from '@/shared/error-text';

/** An image of the operator API (an <img> cannot send the token): an object URL the caller revokes. */
async function imageUrl(path: string): Promise<string> {
  return URL.createObjectURL(await (await fetchFile(path)).blob());
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
