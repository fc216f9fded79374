import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGES, FEEDBACK_MESSAGE_PARAMS } from '@app/contracts';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGES_ID } from '../constants';
import type { PickedImage } from '../hooks/use-picked-images';
import { CameraIcon, CloseIcon } from './feedback-art';

type ImagePickerProps = {
  images: readonly PickedImage[];
  /** Already in the member's language. */
  error: string | undefined;
  isDisabled: boolean;
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
};

const ACCEPT = FEEDBACK_IMAGE_TYPES.join(',');

/** 1.2 MB, 340 kB: a picked file's size on its thumbnail. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/**
 * Up to three screenshots as square tiles, each with its thumbnail and a remove button, and a
 * tile that opens the device's picker (a real file input, visually hidden behind the tile, so
 * it keeps its keyboard focus and its name).
 */
export function ImagePicker({ images, error, isDisabled, onPick, onRemove }: ImagePickerProps) {
  const { t } = useTranslation('feedback');
  const errorId = `${IMAGES_ID}-error`;
  const hintId = `${IMAGES_ID}-hint`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so picking the same file again (after removing it) is a change too.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };

  return (
    <div
      className={`form-field feedback-images${error ? ' has-error' : ''}`}
      role="group"
      aria-labelledby={`${IMAGES_ID}-label`}
    >
      <div className="feedback-label-row">
        <span id={`${IMAGES_ID}-label`} className="form-label">
          {t('images_label')} <span className="feedback-optional">({t('images_optional')})</span>
        </span>
      </div>
      <p id={hintId} className="feedback-hint">
        {t('images_hint', FEEDBACK_MESSAGE_PARAMS)}
      </p>
      <ul className="feedback-tiles">
        {images.map((image, index) => (
          <li key={image.id} className="feedback-tile">
            <img src={image.url} alt={t('image_alt', { n: index + 1 })} />
            <span className="feedback-tile-size">{sizeText(image.file.size)}</span>
            <button
              type="button"
              className="feedback-tile-remove"
              aria-label={t('remove_image', { n: index + 1 })}
              disabled={isDisabled}
              onClick={() => onRemove(image.id)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        {images.length < FEEDBACK_MAX_IMAGES && (
          <li>
            <label className={`feedback-tile feedback-add${isDisabled ? ' is-disabled' : ''}`}>
              <input
                id={IMAGES_ID}
                type="file"
                className="feedback-file-input"
                accept={ACCEPT}
                multiple
                disabled={isDisabled}
                aria-label={t('add_image')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                onChange={handleChange}
              />
              <CameraIcon className="feedback-add-icon" />
              <span className="feedback-add-text">{t('add_image_short')}</span>
              <span className="feedback-add-count" aria-hidden="true">
                {images.length}/{FEEDBACK_MAX_IMAGES}
              </span>
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
