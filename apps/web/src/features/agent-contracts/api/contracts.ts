import {
  getContractBookRelay,
  processContractHourSalaryRelay,
  processDailySalContractRelay,
  processDividendReqRelay,
  type ContractActionBody,
  type ContractKind,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';
import { relay } from '@/shared/relay';

const bookKey = (kind: ContractKind) => queryKeys.member('agentContracts', kind);

/** MCS2_getContractBook?kind=: my contract, the ones I gave my direct downlines, the history. */
export const useContractBook = (kind: ContractKind) =>
  useMemberQuery({
    queryKey: bookKey(kind),
    queryFn: ({ signal }) => relay(getContractBookRelay, { kind }, { signal }),
    refetchOnWindowFocus: 'always',
  });

/** Each kind's step call of SPEC §7 (offer, accept, reject, terminate). */
const PROCESS = {
  daily_salary: processDailySalContractRelay,
  hourly_salary: processContractHourSalaryRelay,
  dividend: processDividendReqRelay,
} as const;

/** A contract step; afterwards the book and the home's pending requests are read again. */
export function useContractAction(kind: ContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractActionBody) => relay(PROCESS[kind], body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookKey(kind) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member('home') });
    },
  });
}
