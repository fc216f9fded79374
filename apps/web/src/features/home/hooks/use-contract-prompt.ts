import type { ContractRequestInfo } from '@app/contracts/zod-free';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dialog } from '@/shared/feedback';
import { usePendingContracts } from '../api/get-pending-contracts';
import { CONTRACT_PATHS } from '../constants';

type Kind = keyof typeof CONTRACT_PATHS;

/** The first contract request waiting: daily salary, then dividend, then hourly salary. */
export function pendingContract(info: ContractRequestInfo | undefined): Kind | undefined {
  if (!info) return undefined;
  if (info.dailysalreqtype !== '') return 'daily';
  if (info.divtypecompperiodreq !== '') return 'dividend';
  if (info.contracthoursalreq) return 'hourly';
  return undefined;
}

/**
 * SPEC §2 Home: an agent with a contract request waiting is asked, once per opening of home,
 * whether to look at it now (its contract page) or later. Used by a member's screen only (see
 * ContractPrompt): a guest's would keep empty member queries in the cache.
 */
export function useContractPrompt() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { data } = usePendingContracts();
  const asked = useRef(false);
  const kind = pendingContract(data);

  useEffect(() => {
    if (!kind || asked.current) return;
    asked.current = true;
    void dialog
      .confirm({
        title: t('contracts.title'),
        content: t(`contracts.${kind}`),
        confirmText: t('contracts.view'),
        cancelText: t('contracts.later'),
      })
      .then((view) => {
        if (view) void navigate(CONTRACT_PATHS[kind]);
      });
  }, [kind, navigate, t]);
}
