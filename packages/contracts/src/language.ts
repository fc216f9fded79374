import { z } from 'zod';
import { LANGUAGE_CODES } from './language-codes.js';

/** The spec's language codes: TY is the site's local default (shipped as Filipino), EN is English. */
export const Language = z.enum(LANGUAGE_CODES);
export type Language = z.infer<typeof Language>;

export {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_TAGS,
  parseLanguage,
  SUPPORTED_LANGUAGES,
} from './language-codes.js';
