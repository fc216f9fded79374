import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dialog } from './index';

const texts = { content: 'Tumaya ng ₱40.00?', confirmText: 'Tumaya', cancelText: 'Huwag' };
const openDialogs = () =>
  screen.queryAllByRole('dialog').filter((element) => within(element).queryByText(texts.content));

describe('dialog.confirm', () => {
  it('asks once on a double tap: the second call answers no and stacks nothing', async () => {
    const first = dialog.confirm(texts);
    const second = dialog.confirm(texts);
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(openDialogs()).toHaveLength(1));
    const [open] = openDialogs();
    if (!open) throw new Error('no dialog');
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(open).getByRole('button', { name: 'Tumaya' }));
    await expect(first).resolves.toBe(true);
  });

  it('closes on the phone’s back button as a cancel, staying on the page', async () => {
    // The first test's dialog took its history entry back off: let that step land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.history.replaceState({ idx: 2, key: 'bet' }, '', '/m/lottery/bet/SPD1');
    const answer = dialog.confirm(texts);
    await waitFor(() => expect(openDialogs().length).toBeGreaterThan(0));
    expect(window.history.state).toHaveProperty('overlay');
    window.history.back();
    await expect(answer).resolves.toBe(false);
    expect(window.location.pathname).toBe('/m/lottery/bet/SPD1');
    expect(window.history.state).toEqual({ idx: 2, key: 'bet' });
    // Free again: the next question opens.
    const next = dialog.confirm(texts);
    await waitFor(() => expect(window.history.state).toHaveProperty('overlay'));
    window.history.back();
    await expect(next).resolves.toBe(false);
  });
});
