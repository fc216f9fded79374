/** SPEC §2 "Member centre (Mine)": where each tile and list item leads. */
export const MINE_LINKS = {
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  settings: '/m/set',
  messages: '/m/webEmail',
  benefits: '/m/member/benefits',
  deposit: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  inviteFriends: '/m/inviteFriends',
  securityCenter: '/m/securityCenter',
  agent: '/m/agent',
  depositRecord: '/m/vouReport',
  withdrawRecord: '/m/withdrawReport',
  accountRecord: '/m/transaction/record',
  bettingRecord: '/m/gameRecord',
  profitAndLoss: '/m/profitandloss',
  uplineTransfer: '/m/upLine/transfer',
  rewardCenter: '/m/rewardCenter',
  manualRebate: '/m/member/manualRebate',
  mission: '/m/activity',
  myRebate: '/m/member/rebateReport',
  news: '/m/notice',
  help: '/m/help',
  feedback: '/m/feedback',
} as const;

/** SPEC §8: free_reject, in_logged_login and contact_service show for 2 s. */
export const NOTICE_TOAST_MS = 2000;
/** SPEC §2: the invite needs this promotion, the mission list item that one. */
export const REFERRAL_PROMOTION = 'REFERRAL';
export const MISSION_PROMOTION = 'MISSION';
