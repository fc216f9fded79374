/**
 * The form kit: react-hook-form + zod with the site's field look and rules. See the README
 * ("Web architecture notes") for how a screen builds a form with it.
 */
export { CaptchaField } from './captcha-field';
export { Form, FormAlert, SubmitButton } from './form';
export {
  encodeMessage,
  encodeRefusal,
  errorText,
  refusalMessage,
  useMessageText,
  type FormMessage,
} from './messages';
export { MobileField } from './mobile-field';
export { PasswordField } from './password-field';
export {
  anyText,
  captchaField,
  checkRule,
  confirmField,
  EMAIL_PATTERN,
  emailField,
  ruleField,
  ruleMessageValues,
} from './rules';
export { SmsCodeField, type SmsButton } from './sms-code-field';
export { StaticField } from './static-field';
export { TextField, type TextFieldProps } from './text-field';
export { useCaptchaImage, type CaptchaImage } from './use-captcha-image';
export { multiLine } from './resolver';
export { useKitForm, type KitForm } from './use-kit-form';
export { LANGUAGE_DEBOUNCE_MS, useLanguageRevalidation } from './use-language-revalidation';
export { SMS_LOADING_MS, useSmsSender } from './use-sms-sender';
