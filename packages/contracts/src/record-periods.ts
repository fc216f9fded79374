/**
 * The records' quick periods, with no imports: the money records (and through them the referral
 * contract) use them without taking in the bet records' contracts.
 */
export const RECORD_PERIODS = ['today', '7d', '30d'] as const;
export type RecordPeriod = (typeof RECORD_PERIODS)[number];
