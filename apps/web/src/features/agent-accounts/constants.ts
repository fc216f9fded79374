/** The register centre's two screens (AGENTS.md REGCEN): open an account, and the links. */
export const OPEN_ACCOUNT_PATH = '/m/agentRegister';
export const AFFILIATE_LINKS_PATH = '/m/agent/affiliate';
