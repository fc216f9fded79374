import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { Popup } from './lazy-popup';

const network = vi.hoisted(() => ({ isDown: true }));
vi.mock('antd-mobile/es/components/popup', async (importOriginal) => {
  if (network.isDown) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

function Harness({ onClose }: { onClose: () => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        Open
      </button>
      <Popup
        visible={visible}
        onClose={() => {
          setVisible(false);
          onClose();
        }}
      >
        <p>Laman ng sheet</p>
      </Popup>
    </>
  );
}

describe('Popup whose code cannot be fetched', () => {
  it('says so and closes, the page stays, and the next opening loads it', async () => {
    await initI18n('EN');
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });

    act(() => opener.click());
    expect(await screen.findByText('Check your connection and try again.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toBeInTheDocument();
    expect(screen.queryByText('Laman ng sheet')).toBeNull();

    network.isDown = false;
    act(() => opener.click());
    expect(await screen.findByText('Laman ng sheet')).toBeInTheDocument();
  });
});
