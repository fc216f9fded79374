import {
  checkFeedbackContent,
  errorMessage,
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_FIELDS,
  FEEDBACK_MESSAGE_PARAMS,
  feedbackLength,
  isErrorCode,
  parseLanguage,
  type ErrorCode,
} from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api-client';
import { toast } from '@/shared/feedback';
import { useSendFeedback } from '../api/send-feedback';
import { pickImages } from '../check-image';
import { CONTENT_ID, FEEDBACK_SENT_TOAST_MS } from '../constants';
import { usePickedImages } from '../hooks/use-picked-images';
import { ClockIcon, FeedbackArt, GameTipIcon, ImageIcon } from './feedback-art';
import { ImagePicker } from './image-picker';
import '@/shared/form/form.css';
import './feedback.css';

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
  const [content, setContent] = useState('');
  const [contentProblem, setContentProblem] = useState<Problem>();
  const [imagesProblem, setImagesProblem] = useState<Problem>();
  const [formProblem, setFormProblem] = useState<Problem>();
  const textarea = useRef<HTMLTextAreaElement>(null);

  const say = (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    if ('message' in problem) return problem.message;
    const params = { ...FEEDBACK_MESSAGE_PARAMS, field: t('content_label') };
    return errorMessage(problem.code, language, params);
  };
  const contentCheck = (value: string): Problem | undefined => {
    const checked = checkFeedbackContent(value);
    return checked.ok ? undefined : { code: checked.code };
  };

  const length = feedbackLength(content);
  const isPending = send.isPending;

  const handlePick = async (files: File[]) => {
    const { accepted, refused } = await pickImages(files, picked.images.length);
    picked.add(accepted);
    setImagesProblem(refused ? { code: refused } : undefined);
  };

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const checked = checkFeedbackContent(content);
    if (!checked.ok) {
      setContentProblem({ code: checked.code });
      textarea.current?.focus();
      return;
    }
    setFormProblem(undefined);
    send.mutate(
      { content: checked.content, images: picked.images.map((image) => image.file) },
      {
        onSuccess: () => {
          toast.success(t('sent'), FEEDBACK_SENT_TOAST_MS);
          setContent('');
          picked.clear();
          setContentProblem(undefined);
          setImagesProblem(undefined);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) {
            setFormProblem({ message: t('common:error_occurred') });
          } else if (error.field === FEEDBACK_FIELDS.content) {
            setContentProblem(problemOf(error));
            textarea.current?.focus();
          } else if (error.field === FEEDBACK_FIELDS.images) {
            setImagesProblem(problemOf(error));
          } else {
            setFormProblem(problemOf(error));
          }
        },
      },
    );
  };

  const contentError = say(contentProblem);
  const counterId = `${CONTENT_ID}-counter`;
  const hintId = `${CONTENT_ID}-hint`;
  const described = [hintId, counterId, contentError ? `${CONTENT_ID}-error` : undefined];
  return (
    <section className="feedback-page" aria-labelledby="feedback-title">
      <div className="feedback-hero">
        <FeedbackArt />
        <div className="feedback-hero-text">
          <h1 id="feedback-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </div>

      <form className="form feedback-form" noValidate onSubmit={handleSubmit}>
        <div className={`form-field${contentError ? ' has-error' : ''}`}>
          <div className="feedback-label-row">
            <label className="form-label" htmlFor={CONTENT_ID}>
              {t('content_label')}
              <span className="form-required" aria-hidden="true">
                *
              </span>
            </label>
            <span id={hintId} className="feedback-hint">
              {t('content_hint', FEEDBACK_MESSAGE_PARAMS)}
            </span>
          </div>
          <div className="form-control feedback-text-control">
            <textarea
              ref={textarea}
              id={CONTENT_ID}
              className="form-input feedback-textarea"
              rows={6}
              value={content}
              placeholder={t('content_placeholder')}
              disabled={isPending}
              aria-required
              aria-invalid={contentError ? true : undefined}
              aria-describedby={described.filter(Boolean).join(' ')}
              onChange={(event) => {
                setContent(event.target.value);
                // An error on show follows the typing; none appears while the member writes.
                if (contentProblem) setContentProblem(contentCheck(event.target.value));
              }}
              onBlur={() => {
                if (content.trim() !== '') setContentProblem(contentCheck(content));
              }}
            />
            <span
              id={counterId}
              className={`feedback-counter${length > FEEDBACK_CONTENT_MAX_LENGTH ? ' is-over' : ''}`}
            >
              <span aria-hidden="true">
                {length}/{FEEDBACK_CONTENT_MAX_LENGTH}
              </span>
              <span className="feedback-sr">
                {t('counter_label', { count: length, max: FEEDBACK_CONTENT_MAX_LENGTH })}
              </span>
            </span>
          </div>
          {contentError && (
            <p id={`${CONTENT_ID}-error`} className="form-error" role="alert">
              {contentError}
            </p>
          )}
        </div>

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
        <Button
          type="submit"
          color="primary"
          size="large"
          block
          className="form-submit"
          loading={isPending}
          loadingText={t('submit')}
          disabled={isPending}
        >
          {t('submit')}
        </Button>
      </form>

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
