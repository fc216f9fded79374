export { AgentRebatePage } from './components/agent-rebate-page';
export { TeamRebatePage } from './components/team-rebate-page';
