import { List } from '@refinedev/antd';
import { useCustom, useGetIdentity, useTranslate } from '@refinedev/core';
import {
  LANGUAGE_CODES,
  type Language,
  type OperatorAccount,
  type OperatorInboxMessage,
} from '@app/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { sanitise } from '@/resources/content/rich-text/sanitize';
import { formatTime } from '@/shared/format';
import { ListToolbar, QueryTable, useDeleteRow } from '@/shared/list-page';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { useMay } from '@/shared/use-may';
import { SendDrawer } from './send-drawer';

/** A message's title in the first language it was written in (TY first, the site's own). */
const titleOf = (row: OperatorInboxMessage) => row.texts.TY?.title ?? row.texts.EN?.title ?? '';

/**
 * Inbox messages (SPEC §2 messages): the ones sent, newest first, with how many members opened
 * each; send one to a member or to all; recall one, which takes it out of every inbox. Every role
 * reads; sending and recalling need the messages permission.
 */
export function InboxPage() {
  const t = useTranslate();
  const maySend = useMay('messages');
  const { data: me } = useGetIdentity<OperatorAccount>();
  const code = currentMerchant();
  const { result, query } = useCustom<OperatorInboxMessage[]>({
    url: merchantPath(code, 'inbox'),
    method: 'get',
    errorNotification: false,
  });
  const rows = query.data ? result.data : [];
  const [sending, setSending] = useState<number>();
  const deleteRow = useDeleteRow(query);

  const recall = (row: OperatorInboxMessage) =>
    deleteRow({
      path: `inbox/${row.id}`,
      title: t('inbox.recall'),
      content: t('inbox.recallConfirm', { id: row.id, title: titleOf(row) }),
      done: t('inbox.recalled'),
    });

  const columns = [
    { title: t('inbox.fields.id'), dataIndex: 'id', width: 72 },
    {
      title: t('inbox.fields.sentAt'),
      dataIndex: 'sentAt',
      render: (at: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(at)}</span>,
    },
    {
      title: t('inbox.fields.to'),
      dataIndex: 'account',
      render: (account: string | null) =>
        account === null ? <Tag color="blue">{t('inbox.to.all')}</Tag> : account,
    },
    {
      title: t('inbox.fields.title'),
      key: 'title',
      render: (_: unknown, row: OperatorInboxMessage) => (
        <Flex vertical gap={2} style={{ maxWidth: 420 }}>
          {LANGUAGE_CODES.map((language) => {
            const text = row.texts[language];
            return (
              text && (
                <Typography.Text key={language} ellipsis={{ tooltip: text.title }}>
                  <Tag style={{ marginRight: 6 }}>{language}</Tag>
                  {text.title}
                </Typography.Text>
              )
            );
          })}
        </Flex>
      ),
    },
    { title: t('inbox.fields.sender'), dataIndex: 'sender' },
    { title: t('inbox.fields.reads'), dataIndex: 'reads', width: 90, align: 'right' as const },
    ...(maySend
      ? [
          {
            title: t('inbox.fields.actions'),
            key: 'actions',
            width: 110,
            // Always in sight at 1024 wide, where the table scrolls sideways.
            fixed: 'right' as const,
            render: (_: unknown, row: OperatorInboxMessage) => (
              <Button size="small" danger onClick={() => recall(row)}>
                {t('inbox.recall')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <List title={t('inbox.menu')}>
      <ListToolbar
        start={
          maySend ? (
            <Button type="primary" onClick={() => setSending(Date.now())}>
              {t('inbox.send')}
            </Button>
          ) : (
            <Typography.Text type="secondary">{me ? t('inbox.readOnly') : ''}</Typography.Text>
          )
        }
        count={t('inbox.count', { count: rows.length })}
        query={query}
        refresh={t('inbox.refresh')}
      />
      <QueryTable<OperatorInboxMessage>
        query={query}
        wide
        columns={columns}
        dataSource={rows}
        expandable={{ expandedRowRender: (row) => <MessageTexts row={row} /> }}
      />
      {sending !== undefined && (
        <SendDrawer
          key={sending}
          onClose={() => setSending(undefined)}
          onSent={() => {
            setSending(undefined);
            void query.refetch();
          }}
        />
      )}
    </List>
  );
}

/** A sent message in each language as its members see it (sanitised as on the member site). */
function MessageTexts({ row }: { row: OperatorInboxMessage }) {
  const t = useTranslate();
  return (
    <Flex gap={16} wrap>
      {LANGUAGE_CODES.map((language: Language) => {
        const text = row.texts[language];
        return (
          <section key={language} style={{ flex: '1 1 320px', maxWidth: 460 }}>
            <Typography.Text type="secondary">{t(`inbox.languages.${language}`)}</Typography.Text>
            {text ? (
              <div className="rte-member" style={{ marginTop: 4 }}>
                <Typography.Text strong>{text.title}</Typography.Text>
                <div
                  className="rich-text"
                  dangerouslySetInnerHTML={{ __html: sanitise(text.content).html }}
                />
              </div>
            ) : (
              <Typography.Paragraph type="secondary">{t('inbox.empty')}</Typography.Paragraph>
            )}
          </section>
        );
      })}
    </Flex>
  );
}
