import { useTranslation } from 'react-i18next';
import { MobileField, SmsCodeField, type SmsButton } from '@/shared/form';

/** The mobile number (with its dialing code) and the SMS code sent to it. */
export function PhoneCodeFields({
  codeName,
  phone,
  isCodeDisabled,
}: {
  codeName: 'verificationCode' | 'messageCode';
  phone: {
    dialingCode: string;
    setDialingCode: (dialingCode: string) => void;
    smsButton: SmsButton;
  };
  isCodeDisabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <MobileField
        name="mobileNum"
        label={t('fields.mobileNum')}
        required
        dialingCode={phone.dialingCode}
        onDialingCodeChange={phone.setDialingCode}
      />
      <SmsCodeField
        name={codeName}
        label={t('fields.verificationCode')}
        required
        disabled={isCodeDisabled}
        button={phone.smsButton}
      />
    </>
  );
}
