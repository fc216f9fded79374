import {
  defaultJackpot,
  type FirebaseWebConfig,
  type JackpotSettings,
  type OperatorMerchantState,
} from '@app/contracts';
import { AppError } from '@/lib/app-error.js';
import {
  buildWhitelabelTree,
  type MerchantRepository,
  type MerchantStore,
} from '../merchant/index.js';

/** What the operator switches while the site runs; every change reaches all instances. */
export function createOperatorService({
  repo,
  merchants,
}: {
  repo: MerchantRepository;
  merchants: MerchantStore;
}) {
  async function merchantId(code: string): Promise<number> {
    const merchant = await repo.findByCode(code);
    if (!merchant) throw new AppError('merchant.not.found', { field: 'merchantCode' });
    return merchant.id;
  }

  async function state(code: string): Promise<OperatorMerchantState> {
    const id = await merchantId(code);
    const [settings, modules] = await Promise.all([repo.findSettings(id), repo.listModules(id)]);
    if (!settings) throw new AppError('merchant.not.found', { field: 'merchantCode' });
    return {
      merchantCode: code,
      maintenance: settings.maintenance,
      regionRestriction: settings.regionRestriction,
      withdrawalEnabled: settings.withdrawalEnabled,
      vipBenefitDisplay: settings.vipBenefitDisplay,
      jackpot: settings.jackpot ?? defaultJackpot(),
      ownJackpot: settings.jackpot !== null,
      whitelabel: buildWhitelabelTree(modules),
      fourEyesMinor: settings.fourEyesMinor,
      firebase: settings.firebase,
    };
  }

  async function switchSite(
    code: string,
    patch: {
      maintenance?: boolean;
      regionRestriction?: boolean;
      withdrawalEnabled?: boolean;
      vipBenefitDisplay?: boolean;
      jackpot?: JackpotSettings | null;
      fourEyesMinor?: number | null;
      firebase?: FirebaseWebConfig | null;
    },
  ): Promise<OperatorMerchantState> {
    await repo.updateSwitches(await merchantId(code), patch);
    await merchants.changed(code);
    return state(code);
  }

  return {
    /** The id of the merchant `code`; 404 merchant.not.found naming merchantCode. */
    merchantId,
    state,
    setMaintenance: (code: string, enabled: boolean) => switchSite(code, { maintenance: enabled }),
    setRegionRestriction: (code: string, enabled: boolean) =>
      switchSite(code, { regionRestriction: enabled }),
    setWithdrawal: (code: string, enabled: boolean) =>
      switchSite(code, { withdrawalEnabled: enabled }),
    setVipBenefitDisplay: (code: string, enabled: boolean) =>
      switchSite(code, { vipBenefitDisplay: enabled }),
    /** The merchant's own jackpot counter (validated by the contract), or null: SPEC §9's. */
    setJackpot: (code: string, jackpot: JackpotSettings | null) => switchSite(code, { jackpot }),
    /** Withdrawals above `minor` need two operators' approval to be paid; null: one. */
    setFourEyes: (code: string, minor: number | null) => switchSite(code, { fourEyesMinor: minor }),
    /** The Firebase web app Google and Facebook sign-in go through; null: none (buttons hidden). */
    setFirebase: (code: string, firebase: FirebaseWebConfig | null) =>
      switchSite(code, { firebase }),
    async setModule(code: string, modId: string, enabled: boolean): Promise<OperatorMerchantState> {
      const found = await repo.setModuleEnabled(await merchantId(code), modId, enabled);
      if (!found) throw new AppError('module.not.found', { field: 'modId' });
      await merchants.changed(code);
      return state(code);
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
