import { List } from '@refinedev/antd';
import { useCustom, useTranslate } from '@refinedev/core';
import { OPERATOR_FEEDBACK_PAGE_SIZE, type OperatorFeedbackPage } from '@app/contracts';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/error-text';
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
      <Flex justify="flex-end" align="center" gap={12} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          {t('feedback.count', { count: data?.total ?? 0 })}
        </Typography.Text>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('queue.refresh')}
        </Button>
      </Flex>
      {query.error && <Alert type="error" showIcon message={errorText(query.error, t)} />}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={query.isLoading}
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
