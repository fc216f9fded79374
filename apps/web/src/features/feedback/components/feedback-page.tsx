import {
  checkFeedbackContent,
  errorMessage,
  FEEDBACK_FIELDS,
  FEEDBACK_MESSAGE_PARAMS,
  isErrorCode,
  parseLanguage,
  type ErrorCode,
  type Language,
} from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/shared/api-client';
import { toast } from '@/shared/feedback';
import { encodeRefusal, Form, multiLine, SubmitButton, useKitForm } from '@/shared/form';
import { useSendFeedback } from '../api/send-feedback';
import { pickImages } from '../check-image';
import { FEEDBACK_SENT_TOAST_MS } from '../constants';
import { usePickedImages } from '../hooks/use-picked-images';
import { ContentField } from './content-field';
import { ClockIcon, FeedbackArt, GameTipIcon, ImageIcon } from './feedback-art';
import { ImagePicker } from './image-picker';
import './feedback.css';

type Values = { content: string };

/**
 * The message's rule is the server's (contracts checkFeedbackContent), said in the server's words
 * for the member's language: line breaks and tabs are fine, other control characters are not.
 */
const contentRule = (language: Language, label: string) => {
  const params = { ...FEEDBACK_MESSAGE_PARAMS, field: label };
  return multiLine(
    z.string().superRefine((value, ctx) => {
      const checked = checkFeedbackContent(value);
      if (checked.ok) return;
      const message = errorMessage(checked.code, language, params);
      const refusal = { code: checked.code, message, params, language };
      ctx.addIssue({ code: 'custom', message: encodeRefusal(refusal) });
    }),
  );
};

/** A field's problem: a code (put into words in the current language) or a server's text. */
type Problem = { code: ErrorCode } | { message: string };

/** An API refusal as a problem: by its code when the catalogue knows it, so it follows a language change. */
const problemOf = (error: ApiError): Problem =>
  isErrorCode(error.code) ? { code: error.code } : { message: error.message };

/**
 * /m/feedback (SPEC §1 "send feedback", §5 label hints, §7 PUT /wps/feedback): a message with a
 * live character count and up to three screenshots. The page checks the server's rules with the
 * server's messages before sending; the server still decides, and its refusal of a field shows
 * under that field.
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('feedback');
  const language = parseLanguage(i18n.language);
  const send = useSendFeedback();
  const picked = usePickedImages();
  const form = useKitForm<Values>({
    id: 'feedback',
    defaultValues: { content: '' },
    schema: { content: contentRule(language, t('content_label')) },
  });
  const [imagesProblem, setImagesProblem] = useState<Problem>();
  const [formProblem, setFormProblem] = useState<Problem>();

  const say = (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    if ('message' in problem) return problem.message;
    const params = { ...FEEDBACK_MESSAGE_PARAMS, field: t('content_label') };
    return errorMessage(problem.code, language, params);
  };

  const isPending = send.isPending;

  const handlePick = async (files: File[]) => {
    const { accepted, refused } = await pickImages(files, picked.images.length);
    picked.add(accepted);
    setImagesProblem(refused ? { code: refused } : undefined);
  };

  const handleSubmit = ({ content }: Values) => {
    const checked = checkFeedbackContent(content);
    if (!checked.ok) return; // the rule said so already
    setFormProblem(undefined);
    send.mutate(
      { content: checked.content, images: picked.images.map((image) => image.file) },
      {
        onSuccess: () => {
          toast.success(t('sent'), FEEDBACK_SENT_TOAST_MS);
          form.reset({ content: '' });
          picked.clear();
          setImagesProblem(undefined);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFormProblem({ message: t('common:error_occurred') });
          } else if (form.placeServerError(error, { fields: [FEEDBACK_FIELDS.content] })) {
            // said under the message, focused
          } else if (error.field === FEEDBACK_FIELDS.images) {
            setImagesProblem(problemOf(error));
          } else {
            setFormProblem(problemOf(error));
          }
        },
      },
    );
  };

  return (
    <section className="feedback-page" aria-labelledby="feedback-title">
      <div className="feedback-hero">
        <FeedbackArt />
        <div className="feedback-hero-text">
          <h1 id="feedback-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </div>

      <Form form={form} onSubmit={handleSubmit} isPending={isPending} className="feedback-form">
        <ContentField disabled={isPending} />

        <ImagePicker
          images={picked.images}
          error={say(imagesProblem)}
          isDisabled={isPending}
          onPick={(files) => void handlePick(files)}
          onRemove={(id) => {
            picked.remove(id);
            setImagesProblem(undefined);
          }}
        />

        {formProblem && (
          <p className="form-alert" role="alert">
            {say(formProblem)}
          </p>
        )}
        <SubmitButton>{t('submit')}</SubmitButton>
      </Form>

      <aside className="feedback-tips" aria-labelledby="feedback-tips-title">
        <h2 id="feedback-tips-title">{t('tips_title')}</h2>
        <ul>
          <li>
            <GameTipIcon />
            {t('tip_where')}
          </li>
          <li>
            <ClockIcon />
            {t('tip_when')}
          </li>
          <li>
            <ImageIcon />
            {t('tip_screenshot')}
          </li>
        </ul>
      </aside>
    </section>
  );
}
