import {
  flattenWhitelabel,
  type ContentKind,
  type OperatorFeedbackPage,
  type OperatorInboxMessage,
  type OperatorMerchantState,
  type WhitelabelNode,
} from '@app/contracts';
import type { ContentItem } from './operator-client.js';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The site switches and the modules that are off (each effectively off, groups included). */
export function formatStatus(state: OperatorMerchantState, url: string): string {
  const flags = flattenWhitelabel(state.whitelabel);
  const off = Object.keys(flags).filter((modId) => !flags[modId]);
  return [
    `Merchant ${state.merchantCode} at ${url}`,
    `  maintenance         ${onOff(state.maintenance)}`,
    `  region restriction  ${onOff(state.regionRestriction)}`,
    `  withdrawals         ${onOff(state.withdrawalEnabled)}`,
    `  VIP benefits shown  ${onOff(state.vipBenefitDisplay)}`,
    `  modules off         ${off.length ? off.join(', ') : 'none'}`,
    `  jackpot             ${formatJackpot(state)}`,
  ].join('\n');
}

const whole = (value: number) => value.toLocaleString('en-US');

/** "1,200,000,000 to 1,300,000,000, +10,000 to 50,000 every 3/4/5 s (default)". */
function formatJackpot({ jackpot, ownJackpot }: OperatorMerchantState): string {
  const { min, max, incrementMin, incrementMax, tickSeconds } = jackpot;
  return (
    `${whole(min)} to ${whole(max)}, +${whole(incrementMin)} to ${whole(incrementMax)} ` +
    `every ${tickSeconds.join('/')} s${ownJackpot ? '' : ' (default)'}`
  );
}

/** The white-label tree, one module a line, indented under its group. */
export function formatFlags(state: OperatorMerchantState): string {
  const lines = [`White-label modules of ${state.merchantCode}:`];
  const walk = (nodes: readonly WhitelabelNode[], depth: number, offGroup: string | undefined) => {
    for (const node of nodes) {
      const label = `${'  '.repeat(depth + 1)}${node.modId}`.padEnd(32);
      const shown = node.enabled && offGroup ? `off (${offGroup} is off)` : onOff(node.enabled);
      lines.push(`${label}${shown}`);
      walk(node.childrenNodes, depth + 1, offGroup ?? (node.enabled ? undefined : node.modId));
    }
  };
  walk(state.whitelabel, 0, undefined);
  return lines.join('\n');
}

/** What names an item in a list: its title, or a hot match's teams. */
function label(item: ContentItem): string {
  const { title, homeTeam, awayTeam, type, language } = item as Record<string, unknown>;
  const name = typeof title === 'string' ? title : `${String(homeTeam)} vs ${String(awayTeam)}`;
  const tags = [type, language].filter((tag) => typeof tag === 'string').join(' ');
  return tags ? `[${tags}] ${name}` : name;
}

/** One item a line, in the order the site shows them: id, sortOrder, label. */
export function formatContent(kind: ContentKind, items: readonly ContentItem[]): string {
  if (items.length === 0) return `No ${kind}.`;
  return [
    `${kind} (${items.length}), id · sortOrder · what:`,
    ...items.map(
      (item) => `  #${String(item.id).padEnd(6)}${String(item.sortOrder).padEnd(8)}${label(item)}`,
    ),
  ].join('\n');
}

/** The sent messages, newest first: id, when, to whom, read count, title. */
export function formatSent(messages: readonly OperatorInboxMessage[]): string {
  if (messages.length === 0) return 'No messages sent.';
  return [
    'Messages sent, newest first:',
    ...messages.map((message) => {
      const title = message.texts.EN?.title ?? message.texts.TY?.title ?? '';
      const to = message.account ?? 'all members';
      const when = new Date(message.sentAt).toISOString().slice(0, 16).replace('T', ' ');
      return `  #${String(message.id).padEnd(6)}${when}  to ${to.padEnd(16)} read ${String(message.reads).padEnd(4)} ${title}`;
    }),
  ].join('\n');
}

/** One block per feedback: when, who, language, images (size and type), then the text. */
export function formatFeedback(page: OperatorFeedbackPage, merchant: string): string {
  if (page.total === 0) return `No feedback for ${merchant} yet.`;
  const lines = [
    `Feedback of ${merchant}, page ${page.pageNum} of ${Math.max(page.totalPages, 1)} (${page.total} in all), newest first:`,
  ];
  for (const item of page.list) {
    const images = item.images.map(
      (image) =>
        `#${image.n} ${image.mimeType.slice('image/'.length)} ${Math.ceil(image.byteSize / 1024)} kB`,
    );
    lines.push(
      '',
      `[${item.id}] ${new Date(item.createdAt).toISOString()}  ${item.account} (${item.language})` +
        (images.length ? `  images: ${images.join(', ')}` : ''),
      ...item.content.split('\n').map((line) => `    ${line}`),
    );
  }
  if (page.list.length === 0) lines.push('', 'This page is empty.');
  return lines.join('\n');
}
