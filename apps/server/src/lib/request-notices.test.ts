import { describe, expect, it } from 'vitest';
import { rejectionTexts, requestNotice } from './request-notices.js';

const view = (status: 'pending' | 'rejected', rejectReason: string | null = null) => ({
  request: { merchantId: 7, status, amount: 123450, reference: 'PP<X>', rejectReason },
  account: 'ana',
  symbol: '₱',
});

const words = { amount: '₱1.00', ref: 'PW1', reason: 'wrong card' };

describe('request notices', () => {
  it('tell nothing of a state without texts', () => {
    expect(
      requestNotice(view('pending'), { rejected: () => rejectionTexts(words, NOUN, AFTER) }),
    ).toBe(undefined);
  });

  it('send the texts of the state to the member, with the amount and the escaped reference and reason', () => {
    const notice = requestNotice(view('rejected', 'a < b'), {
      rejected: (given) => ({
        EN: { title: 'x', content: JSON.stringify(given) },
        TY: { title: 'y', content: '' },
      }),
    });
    expect(notice).toEqual({
      merchantId: 7,
      account: 'ana',
      texts: {
        EN: {
          title: 'x',
          content: JSON.stringify({ amount: '₱1,234.50', ref: 'PP&lt;X&gt;', reason: 'a &lt; b' }),
        },
        TY: { title: 'y', content: '' },
      },
    });
  });

  it('name the rejected request in each language, its reason, then what it means for the wallet', () => {
    expect(rejectionTexts(words, NOUN, AFTER)).toEqual({
      EN: {
        title: 'Withdrawal not approved',
        content:
          '<p>Your withdrawal of ₱1.00 (reference PW1) was not approved. Reason: wrong card</p><p>Back.</p>',
      },
      TY: {
        title: 'Hindi na-approve ang withdrawal mo',
        content:
          '<p>Hindi na-approve ang withdrawal mong ₱1.00 (reference PW1). Dahilan: wrong card</p><p>Balik.</p>',
      },
    });
  });
});

const NOUN = { EN: 'withdrawal', TY: 'withdrawal' };
const AFTER = { EN: 'Back.', TY: 'Balik.' };
