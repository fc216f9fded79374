import { screen } from '@testing-library/react';

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** A form field by its label; required fields carry an asterisk after the label text. */
export const field = (text: string) => screen.getByLabelText(label(text));
export const findField = (text: string) => screen.findByLabelText(label(text));
export const queryField = (text: string) => screen.queryByLabelText(label(text));
