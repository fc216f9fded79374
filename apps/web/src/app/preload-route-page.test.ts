import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { sessionStore } from '@/shared/session';
import { memberSession } from '@/testing/render-app';
import { preloadRoutePage } from './router';

/** Which page modules were evaluated: each mocked module counts itself when it loads. */
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock('../features/lottery', () => {
  evaluated.add('lottery');
  return { LotteryLobbyPage: () => null };
});
vi.mock('../features/agent', () => {
  evaluated.add('agent');
  return { AgentHomePage: () => null };
});

beforeEach(async () => {
  await initI18n();
});

describe('preloadRoutePage (start-up, beside the status request)', () => {
  it("loads the opened page's module before the frame asks for it", async () => {
    preloadRoutePage('/m/lottery');
    await waitFor(() => expect(evaluated.has('lottery')).toBe(true));
  });

  it('leaves a signed-in page alone for a guest (who is sent to login), and loads it with a session', async () => {
    sessionStore.clear();
    preloadRoutePage('/m/agent');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(evaluated.has('agent')).toBe(false);

    sessionStore.set(memberSession());
    preloadRoutePage('/m/agent');
    await waitFor(() => expect(evaluated.has('agent')).toBe(true));
  });

  it('loads nothing on an unknown address or a page in the first load', async () => {
    const before = evaluated.size;
    preloadRoutePage('/m/nowhere');
    preloadRoutePage('/m/home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(evaluated.size).toBe(before);
  });
});
