import {
  FEEDBACK_CONTENT_MAX_LENGTH,
  FEEDBACK_MESSAGE_PARAMS,
  feedbackLength,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useField } from '@/shared/form/use-field';

/**
 * The feedback message as a kit field: a textarea with the bounds beside its label and a live
 * character count (as the server counts: trimmed, an emoji is one). Its rule is the page's.
 */
export function ContentField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('feedback');
  const { id, value, error, attach, onChange, onBlur } = useField('content');
  const length = feedbackLength(value);
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const described = [hintId, counterId, error ? `${id}-error` : undefined];
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <div className="feedback-label-row">
        <label className="form-label" htmlFor={id}>
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
          ref={attach}
          id={id}
          name="content"
          className="form-input feedback-textarea"
          rows={6}
          value={value}
          placeholder={t('content_placeholder')}
          disabled={disabled}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={described.filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            // Only a message begun is checked on leaving; none appears while the member writes.
            if (value.trim() !== '') onBlur();
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
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
