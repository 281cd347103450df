import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Page = () => <p>The page</p>;

describe('a lazily loaded screen', () => {
  it('suspends until its module arrives the first time', async () => {
    let arrive: (screen: typeof Page) => void = () => undefined;
    const lazy = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    render(<Suspense fallback={<p>Loading...</p>}>{lazy.element}</Suspense>);

    expect(screen.getByText('Loading...')).toBeTruthy();
    arrive(Page);
    expect(await screen.findByText('The page')).toBeTruthy();
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    let loads = 0;
    const lazy = lazyScreen(async () => {
      loads += 1;
      return Page;
    });
    await lazy.preload();
    render(<Suspense fallback={<p>Loading...</p>}>{lazy.element}</Suspense>);

    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    await lazy.preload();
    expect(loads).toBe(1);
  });
});
