export { MemberPnlPage } from './components/member-pnl-page';
export { TeamPnlPage } from './components/team-pnl-page';
export { MEMBER_PNL_PATH, memberPnlPath } from './lib/paths';
