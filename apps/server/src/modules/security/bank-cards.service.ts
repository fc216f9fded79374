import {
  BANK_CARD_LIMIT,
  type Bank,
  type BankCard,
  type BankCardList,
  type BindBankCardBody,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '@/db/client.js';
import { AppError } from '@/lib/app-error.js';
import { isUniqueViolation } from '@/lib/db-errors.js';
import type { MerchantSnapshot } from '@/modules/merchant/index.js';
import { assertRegisterField, rulesOf } from '../auth/index.js';
import type { PaymentPasswords } from './payment-password.service.js';
import {
  createSecurityRepository,
  type BankCardRow,
  type BankRow,
  type SecurityRepository,
} from './security.repository.js';

type BindBody = z.output<typeof BindBankCardBody>;

/** "**** 4321": only the last 4 digits of an account number leave the server. */
export const maskAccountNumber = (number: string) => `**** ${number.slice(-4)}`;

/** Names compare as a person reads them: case, and runs of spaces, do not matter. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** A card's account name must be the member's payee name (case and spacing aside). */
function assertSameName(accountName: string, payeeName: string): void {
  if (nameKey(accountName) !== nameKey(payeeName)) {
    throw new AppError('bankcard.name.mismatch', { field: 'accountName', params: { payeeName } });
  }
}

function toBank(row: BankRow): Bank {
  return {
    code: row.code,
    name: row.name,
    kind: row.kind === 'EWALLET' ? 'EWALLET' : 'BANK',
    minDigits: row.minDigits,
    maxDigits: row.maxDigits,
    prefix: row.prefix,
  };
}

function toCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    kind: row.kind,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.getTime(),
  };
}

/** The account number's digits as the bank writes them; throws the field's 400 otherwise. */
function assertAccountNumber(bank: BankRow, number: string): void {
  const digits = /^\d+$/.test(number);
  if (bank.kind === 'EWALLET') {
    if (!digits || number.length !== bank.minDigits || !number.startsWith(bank.prefix)) {
      throw new AppError('bankcard.ewallet.format', { field: 'accountNumber' });
    }
    return;
  }
  if (!digits || number.length < bank.minDigits || number.length > bank.maxDigits) {
    throw new AppError('bankcard.number.format', {
      field: 'accountNumber',
      params: { min: String(bank.minDigits), max: String(bank.maxDigits) },
    });
  }
}

/**
 * Bank cards and e-wallets a member's withdrawals may go to: at most BANK_CARD_LIMIT, each in the
 * member's payee name (the first card's account name becomes it when none is set), bound and
 * removed with the payment password.
 */
export function createBankCardsService({
  db,
  repo,
  paymentPasswords,
}: {
  db: Db;
  repo: SecurityRepository;
  paymentPasswords: Pick<PaymentPasswords, 'assert'>;
}) {
  return {
    banks: async (): Promise<Bank[]> => (await repo.banks()).map(toBank),

    async list(memberId: number): Promise<BankCardList> {
      return { list: (await repo.cards(memberId)).map(toCard), limit: BANK_CARD_LIMIT };
    },

    /** POST /wps/member/bankCard: checks in the order of the form, the password last. */
    async bind(merchant: MerchantSnapshot, memberId: number, body: BindBody): Promise<BankCard> {
      const member = await repo.member(memberId);
      if (!member) throw new AppError('member.not.found');
      const bank = await repo.bank(body.bankCode);
      if (!bank) throw new AppError('bank.not.found', { field: 'bankCode' });
      assertAccountNumber(bank, body.accountNumber);
      const accountName = body.accountName.trim().replace(/\s+/g, ' ');
      if (member.payeeName !== '') {
        assertSameName(accountName, member.payeeName);
      } else {
        assertRegisterField(rulesOf(merchant), 'payeeName', accountName, {
          as: 'accountName',
          always: true,
          required: true,
        });
      }
      // Told before the password is asked for; checked again below under the member's lock.
      const cards = await repo.cards(memberId);
      if (cards.length >= BANK_CARD_LIMIT) {
        throw new AppError('bankcard.limit', { params: { limit: String(BANK_CARD_LIMIT) } });
      }
      await paymentPasswords.assert(memberId, body.paymentPassword);

      const inserted = await db
        .transaction(async (tx) => {
          const txRepo = createSecurityRepository(tx);
          await txRepo.lockMember(memberId);
          if ((await txRepo.cardCount(memberId)) >= BANK_CARD_LIMIT) {
            throw new AppError('bankcard.limit', { params: { limit: String(BANK_CARD_LIMIT) } });
          }
          // The name again under the member's lock: a profile edit may have set it meanwhile.
          const payeeName = (await txRepo.member(memberId))?.payeeName ?? '';
          if (payeeName !== '') assertSameName(accountName, payeeName);
          const row = await txRepo.insertCard({
            memberId,
            bankCode: bank.code,
            accountName: payeeName === '' ? accountName : payeeName,
            accountNumber: body.accountNumber,
          });
          await txRepo.lockPayeeName(memberId, accountName);
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'bank_cards_member_account')) {
            throw new AppError('bankcard.exists', { field: 'accountNumber' });
          }
          throw error;
        });
      return toCard({ ...inserted, bankName: bank.name, kind: toBank(bank).kind });
    },

    /** DELETE /wps/member/bankCard/:id: the member's own card, with the payment password. */
    async remove(memberId: number, id: number, paymentPassword: string): Promise<void> {
      // Another member's card is as absent as a missing one, and costs no password guess.
      if (!(await repo.hasCard(memberId, id))) throw new AppError('bankcard.not.found');
      await paymentPasswords.assert(memberId, paymentPassword);
      if (!(await repo.deleteCard(memberId, id))) throw new AppError('bankcard.not.found');
    },
  };
}

export type BankCardsService = ReturnType<typeof createBankCardsService>;
