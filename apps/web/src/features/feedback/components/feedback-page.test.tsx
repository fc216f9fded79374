import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { balanceFixture, memberInfoFixture } from '@/testing/account-fixtures';
import { errorAnswer, fakeServer, siteHandlers } from '@/testing/fake-server';
import { field, findField } from '@/testing/fields';
import { memberSession, renderApp } from '@/testing/render-app';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};
/** GIF89a bytes under a .png name and type. */
const gifAsPng = () =>
  new File([new TextEncoder().encode('GIF89a\u0001\u0000')], 'renamed.png', { type: 'image/png' });

const TEXT = 'Hindi lumalabas ang resulta ng huling draw.';
const RECEIPT = { id: 1, createdAt: Date.now(), images: 2 };
type Answer = { status?: number; body: unknown };

function handlers(answer: () => Answer = () => ({ body: { success: true, value: RECEIPT } })) {
  return {
    ...siteHandlers(),
    '/wps/member/info': memberInfoFixture(),
    '/wps/wallets/balance': balanceFixture(),
    '/wps/feedback': answer,
  };
}
const feedbackCalls = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((request) => request.url.pathname === '/wps/feedback');

const message = () => findField('Ang iyong mensahe');
const addImage = () => screen.getByLabelText('Magdagdag ng larawan');
const submit = () => screen.getByRole('button', { name: 'Ipadala ang puna' });
const imagesGroup = () => screen.getByRole('group', { name: /Mga screenshot/ });
/** Picked files are read (their first bytes) before they show: wait for the outcome. */
const imagesError = (text: string) =>
  waitFor(() => expect(within(imagesGroup()).getByRole('alert')).toHaveTextContent(text));
const thumbnails = (count: number) =>
  waitFor(() => expect(screen.queryAllByRole('img', { name: /Screenshot/ })).toHaveLength(count));

let urls = 0;
let revoked: MockInstance<(url: string) => void>;
beforeEach(() => {
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:thumb-${++urls}`);
  revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function open(answer?: () => Answer) {
  const server = fakeServer(handlers(answer));
  const view = await renderApp('/m/feedback', { session: memberSession() });
  await message();
  return { server, view, user: userEvent.setup() };
}

describe('feedback page (/m/feedback)', () => {
  it('counts the characters as the member types, beside the bounds', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { name: 'Ibahagi ang iyong puna' })).toBeInTheDocument();
    expect(screen.getByText('10–500 na karakter')).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(await message(), '  Ang bagal 😀  ');
    // Trimmed, and an emoji is one character, as the server counts.
    expect(screen.getByText('11/500')).toBeInTheDocument();
    expect(field('Ang iyong mensahe')).toHaveAccessibleDescription(/11 sa 500 na karakter/);
  });

  it("refuses text out of bounds without asking the server, in the server's words", async () => {
    const { server, user } = await open();
    await user.type(await message(), 'maikli');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dapat 10 hanggang 500 na karakter ang iyong puna',
    );
    expect(field('Ang iyong mensahe')).toHaveFocus();
    expect(field('Ang iyong mensahe')).toHaveAttribute('aria-invalid', 'true');
    // The error follows the typing and goes once the text is long enough.
    await user.type(field('Ang iyong mensahe'), ' na mensahe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(feedbackCalls(server)).toHaveLength(0);
  });

  it('refuses a GIF renamed .png, an image over 5 MB and a 4th image as they are picked', async () => {
    const { user } = await open();
    await user.upload(addImage(), gifAsPng());
    await imagesError('PNG o JPG na larawan lang ang puwedeng i-attach');
    expect(screen.queryAllByRole('img', { name: /Screenshot/ })).toHaveLength(0);

    await user.upload(addImage(), png('big.png', 6 * 1024 * 1024));
    await imagesError('Hanggang 5 MB lang dapat ang bawat larawan');

    await user.upload(addImage(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await imagesError('Hanggang 3 larawan lang ang puwedeng i-attach');
    await thumbnails(3);
    // Full: the add tile is gone until one is removed.
    expect(screen.queryByLabelText('Magdagdag ng larawan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alisin ang screenshot 2' }));
    expect(revoked).toHaveBeenCalledWith('blob:thumb-2');
    expect(screen.getAllByRole('img', { name: /Screenshot/ })).toHaveLength(2);
    expect(addImage()).toBeInTheDocument();
  });

  it('sends a message of several lines (line breaks and tabs are no control characters here)', async () => {
    const { server, user } = await open();
    await user.type(await message(), 'Unang linya ng puna{Enter}\tat ang pangalawa');
    await user.click(submit());
    await waitFor(() => expect(feedbackCalls(server)).toHaveLength(1));
    const body = feedbackCalls(server)[0]!.init?.body as FormData;
    expect(body.get('content')).toBe('Unang linya ng puna\n\tat ang pangalawa');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the text and images as multipart FormData, thanks the member and clears the form', async () => {
    const { server, user } = await open();
    await user.type(await message(), `  ${TEXT}  `);
    const [one, two] = [png('one.png'), png('two.png')];
    await user.upload(addImage(), [one, two]);
    await thumbnails(2);
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute(
      'src',
      'blob:thumb-1',
    );
    await user.click(submit());

    await waitFor(() => expect(feedbackCalls(server)).toHaveLength(1));
    const { init } = feedbackCalls(server)[0]!;
    expect(init?.method).toBe('PUT');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('content')).toBe(TEXT);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual([
      'one.png',
      'two.png',
    ]);
    expect(init?.headers).toMatchObject({ Authorization: 'test-token', Language: 'TY' });

    expect(await screen.findByText('Salamat sa iyong puna! Natanggap na namin ito.')).toBeVisible();
    expect(field('Ang iyong mensahe')).toHaveValue('');
    expect(screen.queryAllByRole('img', { name: /Screenshot/ })).toHaveLength(0);
    expect(revoked).toHaveBeenCalledWith('blob:thumb-1');
    expect(revoked).toHaveBeenCalledWith('blob:thumb-2');
  });

  it("shows the server's refusal of a field under that field, and others above the button", async () => {
    let answer = errorAnswer(400, 'feedback.image.type', 'Only PNG or JPG images', {
      field: 'images',
    });
    const { user } = await open(() => answer);
    await user.type(await message(), TEXT);
    await user.upload(addImage(), png('one.png'));
    await thumbnails(1);
    await user.click(submit());
    // Put into words in the page's language, as the server would in TY.
    await imagesError('PNG o JPG na larawan lang ang puwedeng i-attach');
    // Nothing was cleared: the member can fix it and send again.
    expect(field('Ang iyong mensahe')).toHaveValue(TEXT);

    answer = errorAnswer(429, 'feedback.too.many', 'Marami ka nang naipadalang puna');
    await user.click(submit());
    expect(
      await screen.findByText(/Marami ka nang naipadalang puna sa nakaraang oras/),
    ).toHaveClass('form-alert');
  });

  it('revokes the thumbnails still shown when the page goes away', async () => {
    const { user, view } = await open();
    await user.upload(addImage(), [png('a.png'), png('b.png')]);
    await screen.findByRole('img', { name: 'Screenshot 2' });
    view.unmount();
    expect(revoked).toHaveBeenCalledWith('blob:thumb-1');
    expect(revoked).toHaveBeenCalledWith('blob:thumb-2');
  });
});
