import {
  DepositChannelCode,
  type OperatorDepositChannel,
  type OperatorDepositChannelBody,
} from '@app/contracts';
import { AdminError, type OperatorClient } from './operator-client.js';
import { money } from './admin-requests.js';

/** `channels …` commands of the admin CLI: the merchant's deposit channels. */
export type ChannelsCommand =
  | { kind: 'channels-list' }
  | { kind: 'channels-set'; code: string; file: string }
  | { kind: 'channels-switch'; code: string; enabled: boolean };

export const CHANNELS_USAGE = `  channels list                     the deposit channels, on and off, with limits and fees
  channels set CODE --file F.json   create or replace one (the operator API's body: kind,
                                    names, minAmount, maxAmount, feeMode, feeValue, payee…)
  channels on|off CODE              offer a channel to members, or stop offering it`;

export function channelsCommand(
  rest: readonly string[],
  file: string | undefined,
): ChannelsCommand | string {
  const [verb, code, ...extra] = rest;
  if (verb === 'list' && code === undefined) return { kind: 'channels-list' };
  if (extra.length > 0 || code === undefined) {
    return `Wrong arguments for channels ${verb ?? ''}`.trimEnd();
  }
  if (!DepositChannelCode.safeParse(code).success)
    return 'A channel CODE is 2 to 20 capital letters, digits or _';
  if (verb === 'set') {
    return file ? { kind: 'channels-set', code, file } : 'channels set needs --file';
  }
  if (verb === 'on' || verb === 'off')
    return { kind: 'channels-switch', code, enabled: verb === 'on' };
  return `Wrong arguments for channels ${verb ?? ''}`.trimEnd();
}

/** A percent fee as "1.5 %", a fixed one as its amount ("5.00"), else "none". */
function fee(channel: OperatorDepositChannel): string {
  if (channel.feeMode === 'percent') return `${channel.feeValue / 100} %`;
  if (channel.feeMode === 'fixed') return money(channel.feeValue);
  return 'none';
}

export function formatChannels(channels: readonly OperatorDepositChannel[]): string {
  if (channels.length === 0) return 'No deposit channels: members cannot deposit.';
  return [
    'Deposit channels, in the order members see them: code · kind · on/off · limits · fee · name (EN) · payee:',
    ...channels.map(
      (c) =>
        `  ${c.code.padEnd(10)} ${c.kind.padEnd(8)} ${(c.enabled ? 'on' : 'off').padEnd(4)} ${money(c.minAmount)} to ${money(c.maxAmount)}  fee ${fee(c).padEnd(8)} ${c.names.EN}${c.payee ? `  → ${c.payee.provider} ${c.payee.accountNumber}` : ''}`,
    ),
  ].join('\n');
}

export async function runChannelsCommand(
  command: ChannelsCommand,
  client: OperatorClient,
  merchant: string,
  readJson: (file: string) => unknown,
): Promise<string> {
  switch (command.kind) {
    case 'channels-list':
      return formatChannels(await client.depositChannels(merchant));
    case 'channels-set': {
      const body = readJson(command.file) as OperatorDepositChannelBody;
      const saved = await client.saveDepositChannel(merchant, command.code, body);
      return `Saved channel ${saved.code}.\n${formatChannels([saved])}`;
    }
    case 'channels-switch': {
      const channels = await client.depositChannels(merchant);
      const found = channels.find((channel) => channel.code === command.code);
      if (!found) throw new AdminError(`There is no deposit channel ${command.code}.`);
      const { code, ...fields } = found;
      const saved = await client.saveDepositChannel(merchant, code, {
        ...fields,
        enabled: command.enabled,
      });
      return `Channel ${saved.code} is now ${saved.enabled ? 'ON' : 'OFF'}.`;
    }
  }
}
