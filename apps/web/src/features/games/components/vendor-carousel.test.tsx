import type { VendorInfo } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/shared/i18n';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { renderUi } from '@/testing/render-ui';
import { VendorCarousel } from './vendor-carousel';

const vendors = (count: number): VendorInfo[] =>
  Array.from({ length: count }, (_, i) => ({
    vassalage: `V${i + 1}`,
    displayName: `Vendor ${i + 1}`,
    gameType: 'SLOTS',
    mobileSmallIcon: `/v${i + 1}.svg`,
    mobileLargeIcon: `/v${i + 1}-l.svg`,
  }));

beforeEach(async () => {
  fakeServer({ ...siteHandlers() });
  await initI18n();
  await i18n.loadNamespaces('games');
});

describe('vendor carousel (SPEC §2, §9)', () => {
  it('shows All and every vendor, without prev / next, up to 5 vendors', async () => {
    await renderUi(<VendorCarousel vendors={vendors(5)} selected={undefined} onSelect={vi.fn()} />);
    await screen.findByRole('navigation', { name: 'Mga game provider' });
    expect(screen.getAllByRole('img')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Lahat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /provider/i })).not.toBeInTheDocument();
  });

  it('shows 4 at a time with prev / next above 5 vendors, and a tap chooses one', async () => {
    const onSelect = vi.fn();
    await renderUi(<VendorCarousel vendors={vendors(6)} selected="V2" onSelect={onSelect} />);
    const nav = await screen.findByRole('navigation', { name: 'Mga game provider' });
    const names = () =>
      within(nav)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    const prev = within(nav).getAllByRole('button')[0];
    const next = within(nav).getAllByRole('button').at(-1);
    if (!prev || !next) throw new Error('no steps');
    expect(prev).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Lahat' })).toBeInTheDocument();
    expect(names()).toEqual(['Vendor 1', 'Vendor 2', 'Vendor 3']);
    expect(within(nav).getByRole('button', { name: 'Vendor 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The last view is a full one of 4: it ends at the last vendor.
    await userEvent.click(next);
    expect(names()).toEqual(['Vendor 3', 'Vendor 4', 'Vendor 5', 'Vendor 6']);
    expect(within(nav).queryByRole('button', { name: 'Lahat' })).not.toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Vendor 5' }));
    expect(onSelect).toHaveBeenCalledWith('V5');

    await userEvent.click(prev);
    expect(names()).toEqual(['Vendor 1', 'Vendor 2', 'Vendor 3']);
  });
});
