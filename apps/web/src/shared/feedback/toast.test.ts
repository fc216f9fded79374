import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './index';

const NOTE = 'Nai-save ang pagbabago'; // 22 characters
const SENTENCE = 'Hindi nabuksan ang laro. Pakisubukan ulit.'; // 42
const EXPLANATION =
  'May withdrawal na hindi naaprubahan; ibinalik ang halaga sa balanse mo. Tingnan ang dahilan sa record.'; // 102

/** The toast's box as a reader meets it: inside the page's polite live region. */
const shownToast = (text: string) => screen.queryByText(text)?.closest('.site-toast') ?? null;
const region = () => screen.getByRole('status');

/** Lets the lazy chunk's promise land and the toast open (a first one waits one turn). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeAll(async () => {
  // The chunk loads once, on real timers; its later uses are promises already settled.
  toast.clear();
  await import('./antd-feedback');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast durations by reading time (SPEC §9: 1.5 s, 3 s short, 8 s long)', () => {
  it('closes a short note after 1.5 s', async () => {
    toast.message(NOTE);
    await settle();
    expect(region()).toHaveTextContent(NOTE);
    await vi.advanceTimersByTimeAsync(1499);
    expect(screen.getByText(NOTE)).toBeVisible();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('keeps a sentence 3 s', async () => {
    toast.message(SENTENCE);
    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(SENTENCE)).not.toBeInTheDocument();
  });

  it('keeps a long explanation past 3 s and closes it by 8 s', async () => {
    toast.message(EXPLANATION);
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(4999);
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(EXPLANATION)).not.toBeInTheDocument();
  });

  it('keeps a duration the caller gives, and a success 1.5 s whatever its length', async () => {
    toast.message(NOTE, 2000);
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();

    toast.success(EXPLANATION);
    await settle();
    await vi.advanceTimersByTimeAsync(1499);
    expect(screen.getByText(EXPLANATION)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(EXPLANATION)).not.toBeInTheDocument();
  });

  it('replaces the toast on screen, and the earlier one’s time does not close the new one', async () => {
    toast.message(NOTE);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    toast.message(SENTENCE);
    await settle();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2000);
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
  });
});

describe('a toast pauses while it is read (SPEC §2 "pauses on hover")', () => {
  it('stays while the mouse rests on it and closes the time left after it leaves', async () => {
    toast.message(NOTE);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    const box = shownToast(NOTE);
    if (!box) throw new Error('no toast');
    fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    fireEvent.pointerLeave(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(499);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('stays while a finger is held on it, even if the finger slides off before lifting', async () => {
    toast.message(SENTENCE);
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    const box = shownToast(SENTENCE);
    if (!box) throw new Error('no toast');
    fireEvent.pointerDown(box, { pointerType: 'touch' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    fireEvent.pointerUp(document.body, { pointerType: 'touch' });
    await vi.advanceTimersByTimeAsync(999);
    expect(screen.getByText(SENTENCE)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.queryByText(SENTENCE)).not.toBeInTheDocument();
  });

  it('runs on only once nothing holds it: a press ending while the mouse still rests', async () => {
    toast.message(NOTE);
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    const box = shownToast(NOTE);
    if (!box) throw new Error('no toast');
    fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    fireEvent.pointerDown(box, { pointerType: 'mouse' });
    fireEvent.pointerUp(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    fireEvent.pointerLeave(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('stays while keyboard focus is inside it', async () => {
    toast.message(NOTE);
    await settle();
    const box = shownToast(NOTE);
    if (!box) throw new Error('no toast');
    fireEvent.focusIn(box);
    await vi.advanceTimersByTimeAsync(4000);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    fireEvent.focusOut(box, { relatedTarget: document.body });
    await vi.advanceTimersByTimeAsync(1500);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('lets taps through to the page around a note', async () => {
    toast.message(NOTE);
    await settle();
    expect(region()).toHaveStyle({ pointerEvents: 'none' });
  });
});

describe('a loading toast', () => {
  it('blocks the page until cleared, and does not pause', async () => {
    toast.loading('Sandali lang...', 9999);
    await settle();
    expect(region()).toHaveTextContent('Sandali lang...');
    expect(region()).toHaveStyle({ pointerEvents: 'auto' });
    const box = shownToast('Sandali lang...');
    if (!box) throw new Error('no toast');
    fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(screen.getByText('Sandali lang...')).toBeInTheDocument();
    toast.clear();
    await settle();
    expect(screen.queryByText('Sandali lang...')).not.toBeInTheDocument();
    expect(region()).toHaveStyle({ pointerEvents: 'none' });
  });

  it('closes at its own limit when nothing clears it, hovered or not', async () => {
    toast.loading('Sandali lang...', 9999);
    await settle();
    const box = shownToast('Sandali lang...');
    if (!box) throw new Error('no toast');
    fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    await vi.advanceTimersByTimeAsync(9999);
    expect(screen.queryByText('Sandali lang...')).not.toBeInTheDocument();
    expect(region()).toHaveStyle({ pointerEvents: 'none' });
  });
});
