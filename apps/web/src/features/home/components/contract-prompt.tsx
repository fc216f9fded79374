import { useContractPrompt } from '../hooks/use-contract-prompt';

/** Signed in: an agent's pending contract request, offered once per opening of home. */
export function ContractPrompt() {
  useContractPrompt();
  return null;
}
