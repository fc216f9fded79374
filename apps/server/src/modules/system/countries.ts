import type { Country, Language } from '@app/contracts';

/** Dialing codes offered by the phone-number pickers; the merchant's own country first. */
const COUNTRIES: readonly { code: string; dialingCode: string; name: Record<Language, string> }[] =
  [
    { code: 'PH', dialingCode: '63', name: { EN: 'Philippines', TY: 'Pilipinas' } },
    { code: 'VN', dialingCode: '84', name: { EN: 'Vietnam', TY: 'Vietnam' } },
    { code: 'TH', dialingCode: '66', name: { EN: 'Thailand', TY: 'Thailand' } },
    { code: 'ID', dialingCode: '62', name: { EN: 'Indonesia', TY: 'Indonesia' } },
    { code: 'MY', dialingCode: '60', name: { EN: 'Malaysia', TY: 'Malaysia' } },
    { code: 'SG', dialingCode: '65', name: { EN: 'Singapore', TY: 'Singapore' } },
    { code: 'KH', dialingCode: '855', name: { EN: 'Cambodia', TY: 'Cambodia' } },
    { code: 'MM', dialingCode: '95', name: { EN: 'Myanmar', TY: 'Myanmar' } },
    { code: 'IN', dialingCode: '91', name: { EN: 'India', TY: 'India' } },
    { code: 'CN', dialingCode: '86', name: { EN: 'China', TY: 'Tsina' } },
    { code: 'HK', dialingCode: '852', name: { EN: 'Hong Kong', TY: 'Hong Kong' } },
    { code: 'TW', dialingCode: '886', name: { EN: 'Taiwan', TY: 'Taiwan' } },
    { code: 'JP', dialingCode: '81', name: { EN: 'Japan', TY: 'Hapon' } },
    { code: 'KR', dialingCode: '82', name: { EN: 'South Korea', TY: 'Timog Korea' } },
    {
      code: 'AE',
      dialingCode: '971',
      name: { EN: 'United Arab Emirates', TY: 'United Arab Emirates' },
    },
    { code: 'SA', dialingCode: '966', name: { EN: 'Saudi Arabia', TY: 'Saudi Arabia' } },
    { code: 'US', dialingCode: '1', name: { EN: 'United States', TY: 'Estados Unidos' } },
    { code: 'GB', dialingCode: '44', name: { EN: 'United Kingdom', TY: 'United Kingdom' } },
    { code: 'AU', dialingCode: '61', name: { EN: 'Australia', TY: 'Australia' } },
  ];

export function listCountries(language: Language): Country[] {
  return COUNTRIES.map((c) => ({
    countryCode: c.code,
    countryName: c.name[language],
    dialingCode: c.dialingCode,
  }));
}
