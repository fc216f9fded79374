import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './auth-icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="auth-adornment"
          aria-label={visible ? t('password_hide') : t('password_show')}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
