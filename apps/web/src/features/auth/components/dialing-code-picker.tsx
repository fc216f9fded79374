import { Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries';
import { CaretIcon } from './auth-icons';

/** The dialing-code button inside a mobile field; a sheet of the server's countries. */
export function DialingCodePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (dialingCode: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const { data: countries = [] } = useCountries();
  const titleId = useId();
  const choose = (dialingCode: string) => {
    onChange(dialingCode);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="auth-dialing"
        aria-label={t('dialing.current', { code: value })}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        +{value}
        <CaretIcon />
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sheet auth-sheet"
      >
        <h2 className="sheet-title" id={titleId}>
          {t('dialing.title')}
        </h2>
        <ul className="auth-country-list" role="listbox" aria-labelledby={titleId}>
          {countries.map((country) => (
            <li key={country.countryCode}>
              <button
                type="button"
                role="option"
                aria-selected={country.dialingCode === value}
                className="auth-country"
                onClick={() => choose(country.dialingCode)}
              >
                <span>{country.countryName}</span>
                <span className="auth-country-code">+{country.dialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </>
  );
}
