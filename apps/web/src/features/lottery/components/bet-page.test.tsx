import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestJson } from '@/testing/fake-server';
import { drawHistory, drawnResult } from '@/testing/lottery-fixtures';
import {
  NUMERO,
  user,
  open,
  orderPosts,
  headerBalance,
  betBar,
  buildSlip,
} from '../testing/bet-page-harness';

/** The betting page: the draw and its proof, building a slip, its limits and the play types. */
describe('lottery betting page', () => {
  it('shows the draw, its commitment and the last result verified in the browser', async () => {
    const { last, server } = open();
    expect(await screen.findByTestId('current-numero')).toHaveTextContent(NUMERO);
    expect(screen.getByText('ab'.repeat(32))).toBeInTheDocument();
    const previous = within(screen.getByTestId('previous-result'));
    expect(previous.getByText('Huling resulta · Bola #20260102-0000')).toBeInTheDocument();
    const [digits = '', sum] = (last.winningNumber ?? '').split('~');
    expect(
      previous.getByRole('img', { name: `Huling resulta: ${digits.split('').join(' ')}` }),
    ).toBeInTheDocument();
    expect(previous.getByText(`Kabuuan ${sum}`)).toBeInTheDocument();
    expect(await previous.findByText('Napatunayan')).toBeInTheDocument();
    // Asked as the lobby's calls are: prize mode, device and language (SPEC §7).
    const history = server.requests.find((r) => r.url.pathname === '/lgw/vn/numeros/opened/game');
    expect(Object.fromEntries(history?.url.searchParams ?? [])).toMatchObject({
      gameCode: 'SPD1',
      prizeMode: 'ELOTT',
      device: 'MOBILE',
      language: 'TY',
    });
  });

  it('builds a slip and sends it as one order: total, confirm, body, the new balance', async () => {
    const { server } = open();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    const u = await buildSlip();
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱40.00');
    const slip = screen.getByRole('region', { name: 'Slip ng taya (2)' });
    expect(within(slip).getByText('Digit 1 · 7')).toBeInTheDocument();
    expect(within(slip).getByText('Kabuuan · Malaki')).toBeInTheDocument();
    expect(within(slip).getAllByText('₱10.00 × 2 = ₱20.00')).toHaveLength(2);
    expect(within(slip).getByText('Puwedeng manalo ng ₱194.00')).toBeInTheDocument();

    await u.click(betBar().getByRole('button', { name: 'Tumaya' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '2 taya sa Speed 5D · 1 Minuto, bola #20260102-0001. Kabuuan: ₱40.00.',
      ),
    ).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Tumaya' }));
    expect(
      await screen.findByText('Naitaya na! ₱40.00 sa bola #20260102-0001'),
    ).toBeInTheDocument();

    const body = requestJson(orderPosts(server)[0]?.init) as Record<string, unknown>;
    expect(body).toEqual({
      gameCode: 'SPD1',
      numero: NUMERO,
      prizeMode: 'ELOTT',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{24}$/),
      bets: [
        { betType: 'DIGIT', position: 1, pick: '7', amount: 1_000, multiple: 2 },
        { betType: 'SUM_BIG_SMALL', pick: 'BIG', amount: 1_000, multiple: 2 },
      ],
    });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱60.00'));
    expect(screen.getByRole('region', { name: 'Slip ng taya (0)' })).toBeInTheDocument();
  });

  it('says which bets count, and warns when the slip’s bets cover most results (Big and Small)', async () => {
    open();
    await waitFor(() => expect(headerBalance()).toHaveTextContent('₱100.00'));
    const u = await buildSlip();
    const note = () => screen.getByTestId('valid-bet-note');
    expect(note()).not.toHaveClass('is-warning');
    expect(note()).toHaveTextContent('(gaya ng Malaki at Maliit) ay hindi binibilang sa turnover');
    await u.click(screen.getByRole('button', { name: /^Kabuuan$/ }));
    await u.click(screen.getByRole('button', { name: /^Maliit/ }));
    await u.click(screen.getByRole('button', { name: 'Idagdag ang 1 pili sa slip' }));
    expect(note()).toHaveClass('is-warning');
    expect(note()).toHaveTextContent(
      'hindi sila bibilangin sa turnover, rebate, VIP, mission o leaderboard',
    );
  });

  it('keeps the slip from going while the draw is closed, and a stake outside the limits', async () => {
    open({ game: { isSale: false } });
    const u = await buildSlip();
    expect(
      betBar().getByText(
        'Sarado na ang taya sa bolang ito. Nandito pa rin ang slip mo para sa susunod na bola.',
      ),
    ).toBeInTheDocument();
    expect(betBar().getByRole('button', { name: 'Tumaya' })).toBeDisabled();
    const amount = screen.getByLabelText('Halaga bawat taya');
    await u.clear(amount);
    await u.type(amount, '0.40');
    expect(screen.getByText('Hindi bababa sa ₱1.00 ang bawat taya')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: /^Pumili muna ng numero$/ })).toBeDisabled();
  });

  it('reads typed Vietnam numbers, says which are not, and adds them as bets', async () => {
    open({
      game: {
        gameCode: 'VNNORTH',
        gameGroupCode: 'VN',
        gameName: 'Vietnam Hilaga',
        numberFormat: 'VN_NORTH',
        entPlaySwitch: false,
        previousWinningNumber: null,
        previousNumero: null,
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Lahat ng premyo 2D/ }));
    const field = screen.getByLabelText('Mga numero mong 2 digit');
    await u.type(field, '07 38 123{Enter}');
    expect(screen.getByText('Hindi 2 digit: 123')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Alisin ang 07' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Idagdag ang 2 pili sa slip' }));
    const slip = screen.getByRole('region', { name: 'Slip ng taya (2)' });
    expect(within(slip).getByText('Lahat ng premyo 2D · 07')).toBeInTheDocument();
    // 27 prize numbers of 2+ digits: 97 % over 27 chances in 100, per hit.
    expect(within(slip).getAllByText('×3.59')).toHaveLength(2);
  });

  it('checks every result with the fairness function: a tampered one does not match', async () => {
    const good = drawnResult('SPD1', '20260102-0000', 1);
    const tampered = { ...drawnResult('SPD1', '20260101-1439', 2), winningNumber: '00000~0' };
    open({
      extra: { '/lgw/vn/numeros/opened/game': drawHistory('SPD1', [good, tampered]) },
    });
    await user().click(await screen.findByRole('tab', { name: 'Resulta' }));
    const items = await screen.findAllByTestId('draw-item');
    expect(within(items[0] as HTMLElement).getByText('Napatunayan')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Hindi tugma')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Lahat ng resulta at paano i-verify' }),
    ).toHaveAttribute('href', '/m/lottery/fair/SPD1');
  });

  it('offers only the play type the launch asked for (?playType=trad | ent)', async () => {
    const digits = () => screen.queryByRole('group', { name: 'Mga digit para sa posisyon 1' });
    const big = () => screen.queryByRole('button', { name: /^Malaki/ });
    const both = open();
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(digits()).toBeInTheDocument();
    expect(big()).toBeInTheDocument();
    (await both.view).unmount();

    const trad = open({ path: '/m/lottery/bet/SPD1?prizeMode=ELOTT&playType=trad' });
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(digits()).toBeInTheDocument();
    expect(big()).not.toBeInTheDocument();
    (await trad.view).unmount();

    open({ path: '/m/lottery/bet/SPD1?prizeMode=ELOTT&playType=ent' });
    expect(await screen.findByTestId('current-numero')).toBeInTheDocument();
    expect(big()).toBeInTheDocument();
    expect(digits()).not.toBeInTheDocument();
  });

  it('says so when the game is not offered', async () => {
    open({ path: '/m/lottery/bet/NOPE?prizeMode=ELOTT' });
    expect(await screen.findByText('Hindi available ang larong ito ngayon.')).toBeInTheDocument();
  });
});
