import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/form';

/** A new password, or its confirmation, as the reset forms ask for it. */
export function NewPasswordField({
  name,
  maxLength,
  hint,
}: {
  name: 'newPassword' | 'confirmPassword';
  maxLength: number;
  hint?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      name={name}
      label={t(`fields.${name}`)}
      required
      autoComplete="new-password"
      maxLength={maxLength}
      hint={hint}
    />
  );
}
