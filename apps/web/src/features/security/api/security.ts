import {
  BankCard,
  BankCardList,
  BankList,
  SecurityConfig,
  SmsCodeResult,
  type BindBankCardBody,
  type BindMobileBody,
  type PaymentPasswordChangeBody,
  type PaymentPasswordSetBody,
} from '@app/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api-client';
import { memberInfoQueryOptions } from '@/shared/member-info';
import { useMemberQuery } from '@/shared/member-query';
import { queryKeys } from '@/shared/query-keys';

/** Every security-centre query: what is bound and the cards (one member's). */
const SECURITY_KEY = queryKeys.member('security');

export const securityConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.member('security', 'config'),
    queryFn: () => api.get('/wps/member/securityConfig', SecurityConfig),
  });
export const useSecurityConfig = () => useMemberQuery(securityConfigQueryOptions());

export const useBankCards = () =>
  useMemberQuery(
    queryOptions({
      queryKey: queryKeys.member('security', 'cards'),
      queryFn: () => api.get('/wps/member/bankCard', BankCardList),
    }),
  );

/** The banks and e-wallets: the same for every member, asked once a session. */
export const useBanks = () =>
  useMemberQuery(
    queryOptions({
      queryKey: queryKeys.member('security', 'banks'),
      queryFn: () => api.get('/wps/member/bankCard/banks', BankList),
      staleTime: Infinity,
    }),
  );

const none = z.unknown();

/** A mutation of the security centre: its answers are asked again after it succeeds. */
function useSecurityMutation<V>(key: string, mutationFn: (values: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['security', key],
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
        queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey }),
      ]);
    },
  });
}

export const useSetPaymentPassword = () =>
  useSecurityMutation('payment-set', (body: PaymentPasswordSetBody) =>
    api.put('/wps/member/paymentPassword', none, { body }),
  );
export const useChangePaymentPassword = () =>
  useSecurityMutation('payment-change', (body: PaymentPasswordChangeBody) =>
    api.put('/wps/member/paymentPassword/change', none, { body }),
  );
export const useBindMobile = () =>
  useSecurityMutation('mobile', (body: BindMobileBody) =>
    api.put('/wps/member/mobile', none, { body }),
  );
export const useChangeEmail = () =>
  useSecurityMutation('email', (body: { email: string; password: string }) =>
    api.put('/wps/member/info/email', none, { body }),
  );
export const useBindBankCard = () =>
  useSecurityMutation('card-bind', (body: BindBankCardBody) =>
    api.post('/wps/member/bankCard', BankCard, { body }),
  );
export const useDeleteBankCard = () =>
  useSecurityMutation(
    'card-delete',
    ({ id, paymentPassword }: { id: number; paymentPassword: string }) =>
      api.delete(`/wps/member/bankCard/${id}`, none, { body: { paymentPassword } }),
  );

/** An SMS code to the bound mobile, or to a number about to be bound. */
export const sendSecurityCode = () => api.post('/wps/member/security/sms', SmsCodeResult);
export const sendBindCode = (countryDialingCode: string, mobileNum: string) =>
  api.post('/wps/member/mobile/sms', SmsCodeResult, { body: { countryDialingCode, mobileNum } });
