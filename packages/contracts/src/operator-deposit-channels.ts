import { z } from 'zod';
import {
  BASIS_POINTS,
  DEPOSIT_CHANNEL_KINDS,
  DEPOSIT_FEE_MODES,
  DEPOSIT_MAX_AMOUNT,
  DepositPayee,
  depositFee,
} from './deposit.js';
import { OPERATOR_PREFIX, OperatorMerchantParams } from './operator.js';
import { text } from './text.js';
import { Minor } from './units.js';

/**
 * The operator's deposit channels (issue 11): list a merchant's channels, on and off, and create
 * or replace one by its code. A channel is switched off, never deleted: requests refer to it.
 * Only the server and the admin CLI use this module (the web app never builds its schemas).
 */

export const operatorDepositChannelsPath = (merchantCode: string) =>
  `${OPERATOR_PREFIX}/merchants/${encodeURIComponent(merchantCode)}/deposit-channels`;

/** The highest percent fee, in basis points: 50 %. */
export const DEPOSIT_MAX_PERCENT_FEE = BASIS_POINTS / 2;

export const DepositChannelCode = z
  .string()
  .regex(/^[A-Z0-9_]{2,20}$/, '2 to 20 capital letters, digits or _');

export const OperatorDepositChannelParams = OperatorMerchantParams.extend({
  channelCode: DepositChannelCode,
});

const name = text().trim().min(1).max(40);
const amount = z.number().int().min(1).max(DEPOSIT_MAX_AMOUNT);

/** PUT …/deposit-channels/:channelCode: the whole channel (amounts in minor units). */
export const OperatorDepositChannelBody = z
  .object({
    kind: z.enum(DEPOSIT_CHANNEL_KINDS),
    names: z.object({ TY: name, EN: name }),
    minAmount: amount,
    maxAmount: amount,
    feeMode: z.enum(DEPOSIT_FEE_MODES),
    /** Basis points (percent) or minor units (fixed); 0 for none. */
    feeValue: z.number().int().min(0),
    /** Where members send the money; null only for the demo channel, which needs no transfer. */
    payee: z
      .object({
        provider: text().trim().min(1).max(60),
        accountName: text().trim().min(1).max(80),
        accountNumber: text().trim().min(1).max(40),
      })
      .nullable(),
    // No defaults: a PUT is the whole channel, so leaving one out never switches a channel back
    // on or moves it.
    enabled: z.boolean(),
    sortOrder: z.number().int().min(0).max(999),
  })
  .superRefine((channel, context) => {
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (channel.maxAmount < channel.minAmount) fail('maxAmount', 'less than minAmount');
    if (channel.feeMode === 'none' && channel.feeValue !== 0) fail('feeValue', 'must be 0');
    if (channel.feeMode === 'percent' && channel.feeValue > DEPOSIT_MAX_PERCENT_FEE) {
      fail('feeValue', `at most ${DEPOSIT_MAX_PERCENT_FEE} basis points`);
    }
    if (channel.feeMode === 'fixed' && channel.feeValue >= channel.minAmount) {
      fail('feeValue', 'a fixed fee must be less than minAmount');
    }
    // A percent fee is rounded up: on a minimum of 1 minor unit it would take all of it.
    if (
      channel.feeMode === 'percent' &&
      depositFee(channel, channel.minAmount) >= channel.minAmount
    ) {
      fail('minAmount', 'the fee would take the whole minimum');
    }
    if ((channel.kind === 'demo') !== (channel.payee === null)) {
      fail('payee', channel.kind === 'demo' ? 'must be null' : 'is required');
    }
  });
export type OperatorDepositChannelBody = z.input<typeof OperatorDepositChannelBody>;
/** The body as checked (defaults applied). */
export type OperatorDepositChannelFields = z.output<typeof OperatorDepositChannelBody>;

export const OperatorDepositChannel = z.object({
  code: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  names: z.object({ TY: z.string(), EN: z.string() }),
  minAmount: Minor,
  maxAmount: Minor,
  feeMode: z.enum(DEPOSIT_FEE_MODES),
  feeValue: z.number().int(),
  payee: DepositPayee.nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OperatorDepositChannel = z.infer<typeof OperatorDepositChannel>;
