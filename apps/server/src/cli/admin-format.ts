import {
  flattenWhitelabel,
  type OperatorFeedbackPage,
  type OperatorMerchantState,
  type WhitelabelNode,
} from '@app/contracts';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The site switches and the modules that are off (each effectively off, groups included). */
export function formatStatus(state: OperatorMerchantState, url: string): string {
  const flags = flattenWhitelabel(state.whitelabel);
  const off = Object.keys(flags).filter((modId) => !flags[modId]);
  return [
    `Merchant ${state.merchantCode} at ${url}`,
    `  maintenance         ${onOff(state.maintenance)}`,
    `  region restriction  ${onOff(state.regionRestriction)}`,
    `  modules off         ${off.length ? off.join(', ') : 'none'}`,
  ].join('\n');
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
