import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Language } from './language';

/** antd's own texts (empty tables, dialogs' buttons, pagination) in Filipino; antd has none. */
const fil: Locale = {
  ...enUS,
  locale: 'fil',
  Empty: { description: 'Walang laman' },
  Modal: { okText: 'OK', cancelText: 'Kanselahin', justOkText: 'OK' },
  Popconfirm: { okText: 'Oo', cancelText: 'Hindi' },
  Pagination: {
    ...enUS.Pagination,
    items_per_page: '/ pahina',
    jump_to: 'Pumunta sa',
    page: 'Pahina',
    prev_page: 'Nakaraang pahina',
    next_page: 'Susunod na pahina',
  },
  Table: {
    ...enUS.Table,
    filterConfirm: 'OK',
    filterReset: 'I-reset',
    emptyText: 'Walang laman',
    expand: 'Palawakin',
    collapse: 'Isara',
  },
};

export const antdLocale = (language: Language): Locale => (language === 'TY' ? fil : enUS);
