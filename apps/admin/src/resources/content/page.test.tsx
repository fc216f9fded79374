import { AnnouncementInput, type Announcement } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOperator } from '@/providers/auth-provider';
import { LANGUAGE_KEY, session } from '@/shared/storage';
import { fakeFetch, ok, refusal, type FakeCall } from '@/testing/fake-fetch';
import { renderConsole } from '@/testing/render-console';
import { ContentPage } from './page';

const LIST = '/operator/merchants/DEMO/announcements';

const notice: Announcement = {
  id: 5,
  type: 'PL',
  groupName: 'm_home',
  platform: 'ALL',
  language: 'EN',
  title: 'Maintenance tonight',
  content: '<p>Down at <b>2am</b></p>',
  imageUrl: '',
  linkageType: null,
  linkage: '',
  vendor: '',
  roomId: '',
  nodeId: '',
  gameType: '',
  sortOrder: 100,
  startsAt: Date.UTC(2026, 10, 28, 16),
  endsAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetOperator();
});

/** The console signed in as `role`, the server answering the list and `answer` for changes. */
function serve(role: string, answer: (call: FakeCall) => ReturnType<typeof ok> = () => ok(notice)) {
  localStorage.setItem(LANGUAGE_KEY, 'EN');
  session.set('session-token');
  const calls = fakeFetch((call) => {
    if (call.url === '/operator/me') {
      return ok({ username: 'editor', role, totpEnabled: false, disabled: false, createdAt: 1 });
    }
    if (call.method === 'GET') return ok(call.url === LIST ? [notice] : []);
    return answer(call);
  });
  renderConsole('/content', <ContentPage />);
  return calls;
}

/** antd shows a field's error through an animation: give it time on a busy machine. */
const SLOW = { timeout: 10_000 };
const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const drawer = () => screen.getByRole('dialog');

// A drawer of antd fields is slow to render in jsdom, the more on a busy machine.
describe('content', { timeout: 60_000 }, () => {
  it('creates a notice: the body is AnnouncementInput’s shape', async () => {
    const calls = serve('content');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    // The contract's check: a title is needed, and nothing is sent without one.
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findByText('Fill this in', {}, SLOW)).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);

    fireEvent.change(within(drawer()).getByLabelText('Title'), {
      target: { value: 'Double rebate weekend' },
    });
    fireEvent.click(within(drawer()).getByText('HTML'));
    fireEvent.change(within(drawer()).getByRole('textbox', { name: 'Content (HTML)' }), {
      target: { value: '<p>From <b>Friday</b></p>' },
    });
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const [post] = changes(calls);
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe(LIST);
    expect(post?.body).toEqual({
      type: 'PL',
      groupName: 'm_home',
      platform: 'ALL',
      language: 'TY',
      title: 'Double rebate weekend',
      content: '<p>From <b>Friday</b></p>',
      imageUrl: '',
      linkageType: null,
      linkage: '',
      vendor: '',
      roomId: '',
      nodeId: '',
      gameType: '',
      sortOrder: 100,
      endsAt: null,
    });
    expect(AnnouncementInput.safeParse(post?.body).success).toBe(true);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('edits a notice: PUT replaces it at its id, keeping what was not changed', async () => {
    const calls = serve('owner');
    const row = (await screen.findByText('Maintenance tonight')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(within(drawer()).getByText('Edit #5')).toBeInTheDocument();
    fireEvent.change(within(drawer()).getByLabelText('Title'), {
      target: { value: 'Maintenance at 2am' },
    });
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    const [put] = changes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`${LIST}/5`);
    const unchanged: Partial<Announcement> = { ...notice };
    delete unchanged.id;
    expect(put?.body).toEqual({ ...unchanged, title: 'Maintenance at 2am' });
  });

  it('shows the server’s refusal of a banner’s promotion under its field', async () => {
    const calls = serve('content', () =>
      refusal(400, 'content.linkage.unknown', 'No such promotion'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const form = within(drawer());
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Welcome' } });
    // A banner: its image and what it opens when tapped.
    fireEvent.mouseDown(form.getByLabelText('Kind'));
    fireEvent.click(await screen.findByTitle('Banner'));
    fireEvent.change(await form.findByLabelText('Image'), {
      target: { value: '/media/welcome.jpg' },
    });
    fireEvent.mouseDown(form.getByLabelText('When tapped'));
    fireEvent.click(await screen.findByTitle('A promotion'));
    fireEvent.change(await form.findByLabelText('Promotion (code or ID)'), {
      target: { value: 'NOPE' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getAllByText('No such promotion')).toHaveLength(2), SLOW);
    expect(changes(calls)[0]?.body).toMatchObject({
      type: 'B',
      imageUrl: '/media/welcome.jpg',
      linkageType: 'P',
      linkage: 'NOPE',
      content: '',
    });
  });

  it('deletes only once the confirmation is accepted', async () => {
    const calls = serve('content', () => ok(true));
    const row = (await screen.findByText('Maintenance tonight')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Delete “Maintenance tonight”\?/)).toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toMatchObject({ method: 'DELETE', url: `${LIST}/5` });
  });

  it('leaves out the buttons for a role without the content permission', async () => {
    serve('finance');
    expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();
    expect(
      await screen.findByText('Your role reads the content; changes need the content permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
