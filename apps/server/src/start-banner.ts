import { DEMO_MERCHANT_CODE } from '@app/contracts';
import { DEMO_ACCOUNTS } from './db/seed/demo-members.js';
import { DEMO_STAFF } from './db/seed/demo-staff.js';
import { TRIAL_PLAY_MONEY_MINOR } from './modules/wallet/index.js';

const peso = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

/**
 * The start banner's demo part: every seeded account that can still sign in (`existing`, from
 * the database), with its password and role from the seed itself, and how to try the free trial.
 */
export function demoBannerLines(existing: readonly string[], siteUrl: string): string[] {
  const { player, agent, downline, agentOnly } = DEMO_ACCOUNTS;
  const accounts = [
    { ...player, role: 'player, with money to play' },
    { ...agent, role: `agent, invite code ${agent.affiliateCode}` },
    ...downline.map((member) => ({ ...member, role: `player, invited by ${agent.account}` })),
    { ...agentOnly, role: 'agent only (no own play): "Agent login" on the login page' },
  ].filter(({ account }) => existing.includes(account));
  if (accounts.length === 0) return [];
  const width = Math.max(
    ...accounts.map(({ account, password }) => account.length + password.length),
  );
  return [
    `  Demo merchant: ${DEMO_MERCHANT_CODE}. Log in with (account / password):`,
    ...accounts.map(
      ({ account, password, role }) => `    ${`${account} / ${password}`.padEnd(width + 5)}${role}`,
    ),
    `  Free trial: ${siteUrl}m/trail  (${peso(Number(TRIAL_PLAY_MONEY_MINOR))} of play money, no sign-up; or "Free trial" on the login page)`,
  ];
}

/** The start banner's back-office part: the demo staff that still sign in, with their roles. */
export function staffBannerLines(existing: readonly string[], consoleUrl: string): string[] {
  const staff = DEMO_STAFF.filter(({ username }) => existing.includes(username));
  if (staff.length === 0) return [];
  const width = Math.max(
    ...staff.map(({ username, password }) => username.length + password.length),
  );
  return [
    `  Back office: ${consoleUrl}  (staff / password):`,
    ...staff.map(
      ({ username, password, role }) =>
        `    ${`${username} / ${password}`.padEnd(width + 5)}${role}`,
    ),
  ];
}
