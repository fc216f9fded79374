import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => vi.fn());
vi.mock('./antd-feedback', () => ({
  antdFeedback: { toast: shown, clear: vi.fn(), confirm: vi.fn(), alert: vi.fn() },
}));

const { toast } = await import('./index');

describe('toast durations (SPEC §9)', () => {
  beforeEach(() => shown.mockClear());

  it('shows a notice for 1.5 s by default, not antd-mobile’s 2 s', async () => {
    toast.message('Saved');
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(undefined, 'Saved', 1500, false));
  });

  it('keeps a duration the caller gives', async () => {
    toast.message('Rejected', 3000);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(undefined, 'Rejected', 3000, false));
  });
});
