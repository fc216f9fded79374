import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CenterDialog } from './center-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CenterDialog open={open} onClose={() => setOpen(false)} labelledBy="t">
        <h2 id="t">Balita</h2>
        <p>Laman</p>
      </CenterDialog>
    </>
  );
}

const mask = () => document.querySelector('.center-dialog-mask') as HTMLElement;

describe('CenterDialog', () => {
  it('opens named by its title with focus inside, and Escape, the mask or back close it', async () => {
    const user = userEvent.setup();
    const root = document.body.appendChild(
      Object.assign(document.createElement('div'), { id: 'root' }),
    );
    render(<Harness />, { container: root });
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Balita' });
    // The page behind can be neither reached nor scrolled while it is open.
    expect(root).toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    // A tap inside the box closes nothing.
    await user.click(screen.getByText('Laman'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(mask());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    window.history.back();
    await screen.findByRole('button', { name: 'Open' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
