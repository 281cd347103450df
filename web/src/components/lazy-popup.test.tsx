import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPopup } from './lazy-popup';

const Popup = ({ open, label }: { open: boolean; label: string }) => (
  <p>{`${label} ${open ? 'open' : 'closed'}`}</p>
);

describe('lazyPopup', () => {
  it('loads its code on first open only, then stays mounted while closed', async () => {
    const load = vi.fn(async () => Popup);
    const Lazy = lazyPopup(load, <p>Loading…</p>);
    const view = render(<Lazy open={false} label="Form" />);

    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');

    view.rerender(<Lazy open label="Form" />);
    expect(await screen.findByText('Form open')).toBeTruthy();

    view.rerender(<Lazy open={false} label="Form" />);
    expect(screen.getByText('Form closed')).toBeTruthy();
    view.rerender(<Lazy open label="Form" />);
    expect(screen.getByText('Form open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows its fallback while the code loads', async () => {
    let arrive: (component: typeof Popup) => void = () => {};
    const Lazy = lazyPopup(
      () => new Promise<typeof Popup>((resolve) => (arrive = resolve)),
      <p>Loading…</p>,
    );
    render(<Lazy open label="Menu" />);

    expect(await screen.findByText('Loading…')).toBeTruthy();
    arrive(Popup);
    expect(await screen.findByText('Menu open')).toBeTruthy();
  });
});
