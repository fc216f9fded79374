import { ApiError } from '../../shared/api-client';
import { i18n } from '../../shared/i18n';

/** The text to show for a failed call: the server's translated message, else 'error occurred'. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : i18n.t('common:error_occurred');
