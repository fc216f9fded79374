import { FEEDBACK_FIELDS, FEEDBACK_PATH, FeedbackReceipt } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api-client';

export type FeedbackValues = { content: string; images: readonly File[] };

/** The multipart body PUT /wps/feedback reads: `content`, then one `images` file each. */
export function feedbackFormData({ content, images }: FeedbackValues): FormData {
  const form = new FormData();
  form.append(FEEDBACK_FIELDS.content, content);
  for (const image of images) form.append(FEEDBACK_FIELDS.images, image, image.name);
  return form;
}

/** PUT /wps/feedback (SPEC §7), as multipart/form-data through the one API client. */
export const sendFeedback = (values: FeedbackValues) =>
  api.put(FEEDBACK_PATH, FeedbackReceipt, { body: feedbackFormData(values) });

export const useSendFeedback = () =>
  useMutation({ mutationKey: ['feedback', 'send'], mutationFn: sendFeedback });
