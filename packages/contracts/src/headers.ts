/** Request headers as the original platform names them (ARCHITECTURE "Wire contract"). */
export const HEADERS = {
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
} as const;

/** `Device` header values: OTHERS when running as the standalone home-screen app. */
export const DEVICES = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];
