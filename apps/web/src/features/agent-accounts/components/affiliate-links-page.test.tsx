import type { AffiliateLinkItem, AffiliateRegistration } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeServer, requestJson, siteHandlers } from '@/testing/fake-server';
import { memberSession, renderApp } from '@/testing/render-app';

const RELAY = '/wps/relay/';
const DAY = 86_400_000;

const linkFixture = (patch: Partial<AffiliateLinkItem> = {}): AffiliateLinkItem => ({
  id: 5,
  code: 'K7M2QX9AB',
  channel: 'Facebook group ng barangay',
  type: 0,
  createdAt: Date.UTC(2026, 10, 20, 2),
  expiresAt: Date.UTC(2026, 11, 20, 2),
  isExpired: false,
  registrations: 2,
  ...patch,
});

const regFixture = (patch: Partial<AffiliateRegistration> = {}): AffiliateRegistration => ({
  id: 301,
  account: 'pinsanko',
  nickname: 'Pinsan',
  type: 0,
  regDate: Date.UTC(2026, 10, 25, 5),
  linkId: 5,
  channel: 'Facebook group ng barangay',
  ...patch,
});

function serve(initial: AffiliateLinkItem[] = [linkFixture()]) {
  let links = initial;
  const page = (list: unknown[]) => ({
    body: { success: true, value: { list, pageNum: 1, totalPages: 1, total: list.length } },
  });
  return fakeServer({
    ...siteHandlers(),
    [`${RELAY}MCS2_ViewAffUrls`]: () => page(links),
    [`${RELAY}MCS2_RegAff`]: () => page([regFixture()]),
    [`${RELAY}MCS2_wpsCreateAffUrl`]: (_url: URL, init: RequestInit | undefined) => {
      const body = requestJson(init) as { channel: string; type: number; expiry: string };
      if (body.channel === 'Sobra')
        return errorAnswer(
          409,
          'affiliate.link.limit',
          'Naabot mo na ang pinakamaraming link. Magbura muna ng isa.',
        );
      const created = linkFixture({
        id: 6,
        code: 'NEWCODE22',
        channel: body.channel,
        type: body.type,
        registrations: 0,
        expiresAt: null,
      });
      links = [created, ...links];
      return { body: { success: true, value: created } };
    },
    [`${RELAY}MCS2_DeleteAffUrl`]: (url: URL) => {
      links = links.filter((link) => link.id !== Number(url.searchParams.get('id')));
      return { body: { success: true, value: true } };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('affiliate links (/m/agent/affiliate)', () => {
  it('lists the links with their address, times and sign-ups; copies one and shows who joined', async () => {
    serve();
    const user = userEvent.setup();
    await renderApp('/m/agent/affiliate', { session: memberSession({ type: 2 }) });
    const card = (
      await screen.findByRole('heading', { name: 'Facebook group ng barangay' })
    ).closest('li')!;
    expect(within(card).getByTestId('link-url')).toHaveTextContent(
      `${window.location.origin}/m/register?a=K7M2QX9AB`,
    );
    expect(within(card).getByText('Manlalaro')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Kopyahin ang link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/m/register?a=K7M2QX9AB`,
    );
    await user.click(within(card).getByRole('button', { name: '2 nagrehistro' }));
    expect(await within(card).findByText('pinsanko')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Ipakita ang QR' }));
    expect(await within(card).findByRole('img', { name: /QR code ng link/ })).toBeInTheDocument();
  });

  it('creates a link for the chosen type and expiry, and says why one is refused', async () => {
    const server = serve([]);
    const user = userEvent.setup();
    await renderApp('/m/agent/affiliate', { session: memberSession({ type: 1 }) });
    expect(await screen.findByText('Wala ka pang link. Gumawa sa itaas at i-share.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gumawa ng link' }));
    expect(await screen.findByText('Ilagay kung saan mo ishe-share ang link')).toBeVisible();

    await user.type(screen.getByLabelText(/^Saan ishe-share/), 'Viber');
    await user.click(screen.getByRole('radio', { name: /Ahente/ }));
    await user.click(screen.getByRole('button', { name: 'Walang hanggan' }));
    await user.click(screen.getByRole('button', { name: 'Gumawa ng link' }));
    expect(await screen.findByRole('heading', { name: 'Viber' })).toBeVisible();
    const sent = server.requests.find((r) => r.url.pathname.endsWith('MCS2_wpsCreateAffUrl'));
    expect(requestJson(sent?.init)).toEqual({ channel: 'Viber', type: 2, expiry: 'forever' });

    await user.click(screen.getByRole('button', { name: 'Pumili ng petsa' }));
    await user.type(screen.getByLabelText(/^Saan ishe-share/), 'Sobra');
    await user.click(screen.getByRole('button', { name: 'Gumawa ng link' }));
    expect(await screen.findByText('Piliin ang huling araw na gagana ang link')).toBeVisible();
    const day = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
    const dateInput = screen.getByLabelText(/^Huling araw na gagana/);
    await user.type(dateInput, day);
    await user.click(screen.getByRole('button', { name: 'Gumawa ng link' }));
    expect(
      await screen.findByText('Naabot mo na ang pinakamaraming link. Magbura muna ng isa.'),
    ).toBeVisible();
  });

  it('deletes a link once confirmed', async () => {
    serve([
      linkFixture(),
      linkFixture({ id: 9, channel: 'TikTok', isExpired: true, expiresAt: Date.now() - DAY }),
    ]);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderApp('/m/agent/affiliate', { session: memberSession({ type: 1 }) });
    const card = (await screen.findByRole('heading', { name: 'TikTok' })).closest('li')!;
    expect(within(card).getByText('Expired na')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Burahin' }));
    await user.click(await screen.findByRole('button', { name: 'Oo, burahin' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'TikTok' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Facebook group ng barangay' })).toBeVisible();
  });
});
