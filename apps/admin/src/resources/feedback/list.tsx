import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { OPERATOR_FEEDBACK_PAGE_SIZE, type OperatorFeedbackPage } from '@app/contracts';
import { useState } from 'react';
import { ListToolbar, QueryTable } from '@/shared/list-page';
import { currentMerchant, merchantPath } from '@/shared/merchant';
import { feedbackColumns } from './columns';

/** Members' feedback, newest first, a page at a time; every role reads it. */
export function FeedbackList() {
  const t = useTranslate();
  const [page, setPage] = useState(1);
  const merchant = currentMerchant();
  const { result, query } = useCustom<OperatorFeedbackPage>({
    url: merchantPath(merchant, 'feedback'),
    method: 'get',
    config: { query: { pageNo: page, pageSize: OPERATOR_FEEDBACK_PAGE_SIZE } },
    errorNotification: false,
  });
  const data = query.data ? result.data : undefined;
  const columns = feedbackColumns(t, (id) => merchantPath(merchant, `feedback/${id}`));

  return (
    <List title={t('menu.feedback')}>
      <ListToolbar
        count={t('feedback.count', { count: data?.total ?? 0 })}
        query={query}
        refresh={t('queue.refresh')}
        marginBottom={16}
      />
      <QueryTable
        query={query}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={{
          current: page,
          pageSize: OPERATOR_FEEDBACK_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </List>
  );
}
