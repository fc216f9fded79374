import { sha256Hex } from '@app/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, siteHandlers } from '@/testing/fake-server';
import { drawnResult } from '@/testing/lottery-fixtures';
import { renderUi } from '@/testing/render-ui';
import { DrawVerdict } from './draw-verdict';

const proofOf = (draw: ReturnType<typeof drawnResult>) => ({
  ...draw,
  gameCode: 'SPD1',
  numberFormat: 'D5' as const,
});

describe('DrawVerdict: the browser recomputes a draw', () => {
  beforeEach(() => void fakeServer(siteHandlers()));

  it('verifies a v2 draw from its seed and the bets digest published with it', async () => {
    const draw = drawnResult('SPD1', '20260102-0001', 7);
    expect(draw.algorithm).toBe('hmac-sha256-digits-v2');
    await renderUi(<DrawVerdict draw={proofOf(draw)} />, { language: 'EN' });
    expect(await screen.findByTestId('draw-verdict')).toHaveTextContent('Verified');
  });

  it('says "Does not match" when the bets digest is not the one the result was drawn with', async () => {
    const draw = drawnResult('SPD1', '20260102-0001', 7);
    await renderUi(<DrawVerdict draw={{ ...proofOf(draw), betsDigest: sha256Hex('other') }} />, {
      language: 'EN',
    });
    expect(await screen.findByTestId('draw-verdict')).toHaveTextContent('Does not match');
  });

  it('still verifies a v1 draw (seed alone), and waits for an unrevealed seed', async () => {
    const v1 = drawnResult('SPD1', '20260102-0002', 8, 'D5', null);
    expect(v1.algorithm).toBe('hmac-sha256-digits-v1');
    const { unmount } = await renderUi(<DrawVerdict draw={proofOf(v1)} />, { language: 'TY' });
    expect(await screen.findByTestId('draw-verdict')).toHaveTextContent('Napatunayan');
    unmount();
    await renderUi(<DrawVerdict draw={{ ...proofOf(v1), seed: null }} />, { language: 'EN' });
    expect(await screen.findByText('Verifiable after the draw')).toBeInTheDocument();
  });
});
