import { PROMOTION_COMMENT_MAX_LENGTH, promotionCommentLength } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useField } from '@/shared/form/use-field';

const MAX = PROMOTION_COMMENT_MAX_LENGTH;

/**
 * The optional note to the staff with a claim waiting for approval (SPEC §5 "activity comment 140
 * characters"): a textarea with the limit beside its label and a live count, as the server counts
 * (trimmed, an emoji is one). Its rule is the sheet's.
 */
export function ClaimCommentField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('promotions');
  const { id, value, error, attach, onChange, onBlur } = useField('comment');
  const length = promotionCommentLength(value);
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const described = [hintId, counterId, error ? `${id}-error` : undefined];
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <div className="promo-claim-label-row">
        <label className="form-label" htmlFor={id}>
          {t('claim.comment_label')}
        </label>
        <span id={hintId} className="promo-claim-hint">
          {t('claim.comment_hint', { max: MAX })}
        </span>
      </div>
      <div className="form-control promo-claim-control">
        <textarea
          ref={attach}
          id={id}
          name="comment"
          className="form-input promo-claim-textarea"
          rows={3}
          value={value}
          placeholder={t('claim.comment_placeholder')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span id={counterId} className={`promo-claim-counter${length > MAX ? ' is-over' : ''}`}>
          <span aria-hidden="true">
            {length}/{MAX}
          </span>
          <span className="visually-hidden">
            {t('claim.counter_label', { count: length, max: MAX })}
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
