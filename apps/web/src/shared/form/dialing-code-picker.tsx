import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../site/get-countries';
import { CaretIcon } from '../ui/icons';
import { Popup } from '../ui/lazy-popup';

/** The dialing-code button inside a mobile field; a sheet of the server's countries. */
export function DialingCodePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (dialingCode: string) => void;
}) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
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
        className="form-dialing"
        aria-label={t('form.dialing.current', { code: value })}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        +{value}
        <CaretIcon />
      </button>
      <Popup
        visible={isOpen}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sheet form-sheet"
      >
        <h2 className="sheet-title" id={titleId}>
          {t('form.dialing.title')}
        </h2>
        <ul className="form-country-list" role="listbox" aria-labelledby={titleId}>
          {countries.map((country) => (
            <li key={country.countryCode}>
              <button
                type="button"
                role="option"
                aria-selected={country.dialingCode === value}
                className="form-country"
                onClick={() => choose(country.dialingCode)}
              >
                <span>{country.countryName}</span>
                <span className="form-country-code">+{country.dialingCode}</span>
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </>
  );
}
