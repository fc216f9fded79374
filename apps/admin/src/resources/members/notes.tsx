import { useCustomMutation, useInvalidate, useTranslate } from '@refinedev/core';
import type { MemberNote } from '@app/contracts';
import { App, Button, Card, Empty, Form, Input, List, Tag, Typography } from 'antd';
import { errorText } from '@/shared/error-text';
import { formatTime } from '@/shared/format';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';

const KIND_COLOUR: Record<MemberNote['kind'], string | undefined> = {
  note: undefined,
  lock: 'red',
  unlock: 'green',
};

/**
 * The staff's notes on a member and the reasons of each lock and unlock, newest first; support
 * and risk add notes (the `members` permission), every role reads them. Nothing here is edited
 * or removed: a correction is a new note.
 */
export function MemberNotes({ memberId, notes }: { memberId: number; notes: MemberNote[] }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const mayWrite = useMay('members');
  const invalidate = useInvalidate();
  const [form] = Form.useForm<{ body: string }>();
  const { mutateAsync, mutation } = useCustomMutation<MemberNote>();

  const add = async ({ body }: { body: string }) => {
    try {
      await mutateAsync({
        url: merchantPath(currentMerchant(), `members/${memberId}/notes`),
        method: 'post',
        values: { body: body.trim() },
        successNotification: false,
        errorNotification: false,
      });
      form.resetFields();
      void message.success(t('actions.done'));
    } catch (error) {
      void message.error(errorText(error, t));
    } finally {
      await invalidate({ invalidates: ['all'] });
    }
  };

  return (
    <Card size="small" title={t('members.notes')}>
      {mayWrite && (
        <Form form={form} layout="vertical" onFinish={(values) => void add(values)}>
          <Form.Item
            name="body"
            label={t('members.noteAdd')}
            rules={[
              { required: true, whitespace: true, min: 3, message: t('members.noteRequired') },
            ]}
          >
            <Input.TextArea
              rows={2}
              maxLength={500}
              showCount
              placeholder={t('members.notePlaceholder')}
            />
          </Form.Item>
          <Button htmlType="submit" loading={mutation.isPending}>
            {t('members.noteAdd')}
          </Button>
        </Form>
      )}
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.none')} />
      ) : (
        <List
          size="small"
          dataSource={notes}
          renderItem={(note) => (
            <List.Item key={note.id}>
              <List.Item.Meta
                title={
                  <>
                    <Tag color={KIND_COLOUR[note.kind]}>{t(`members.noteKinds.${note.kind}`)}</Tag>
                    <Typography.Text type="secondary">
                      {t('members.noteBy', { author: note.author, at: formatTime(note.at) })}
                    </Typography.Text>
                  </>
                }
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{note.body}</span>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
