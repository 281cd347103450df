import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { useToast } from './use-toast';

const Saved = () => {
  const toast = useToast();
  useEffect(() => {
    toast({ title: 'Contact Updated', description: 'Contact has been updated successfully.' });
  }, [toast]);
  return null;
};

const swipe = (element: HTMLElement, dx: number) => {
  fireEvent.pointerDown(element, { pointerId: 1, button: 0, clientX: 100 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 100 + dx });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: 100 + dx });
};

describe('toasts', () => {
  it('slide back when swiped right less than 50 px, and are dismissed from 50 px on', async () => {
    renderWithProviders(<Saved />);
    const text = await screen.findByText('Contact Updated');

    act(() => swipe(text, 49));
    expect(screen.getByText('Contact Updated')).toBeTruthy();
    // Leftwards never dismisses.
    act(() => swipe(text, -200));
    expect(screen.getByText('Contact Updated')).toBeTruthy();

    act(() => swipe(text, 50));
    await waitFor(() => expect(screen.queryByText('Contact Updated')).toBeNull());
  });

  it('follow the pointer to the right while swiped', async () => {
    renderWithProviders(<Saved />);
    const text = await screen.findByText('Contact Updated');
    const card = text.closest('[class*="MuiPaper"]') as HTMLElement;

    fireEvent.pointerDown(text, { pointerId: 7, button: 0, clientX: 10 });
    fireEvent.pointerMove(text, { pointerId: 7, clientX: 40 });
    expect(card.style.transform).toBe('translateX(30px)');
    fireEvent.pointerCancel(text, { pointerId: 7, clientX: 400 });
    expect(card.style.transform).toBe('');
    expect(screen.getByText('Contact Updated')).toBeTruthy();
  });
});
