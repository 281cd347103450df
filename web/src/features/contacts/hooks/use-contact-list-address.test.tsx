import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useContactListAddress } from './use-contact-list-address';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/app/contacts?status=hot']}>{children}</MemoryRouter>
);

const useAddressAndLocation = () => ({
  address: useContactListAddress(),
  search: useLocation().search,
  navigate: useNavigate(),
});

describe('the contacts list address', () => {
  it('keeps both of two changes made before the screen shows the first', () => {
    const { result } = renderHook(useAddressAndLocation, { wrapper });
    // The same render's setter twice: a source picked, then a score typed at once.
    const { setParams } = result.current.address;
    act(() => {
      setParams({ source: ['website'] });
      setParams({ minScore: 61 });
    });
    const params = new URLSearchParams(result.current.search);
    expect([params.get('status'), params.get('source'), params.get('minScore')]).toEqual([
      'hot',
      'website',
      '61',
    ]);
  });

  it('builds on an address it did not write (Back, a link, a saved view)', () => {
    const { result } = renderHook(useAddressAndLocation, { wrapper });
    act(() => result.current.address.setParams({ source: ['referral'] }));
    act(() => {
      result.current.navigate('/app/contacts?status=warm');
    });
    act(() => result.current.address.setParams({ minScore: 10 }));
    const params = new URLSearchParams(result.current.search);
    expect([params.get('status'), params.get('source'), params.get('minScore')]).toEqual([
      'warm',
      null,
      '10',
    ]);
  });
});
