export { AgentHomePage } from './components/agent-home-page';
