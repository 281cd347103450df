import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from './reviews-page';

describe('/reviews', () => {
  it('shows the rating, the count and the countries, then narrows the list as asked', () => {
    render(<page.Component />);
    expect(screen.getByText('5.0/5')).toBeTruthy();
    expect(screen.getByText('20+')).toBeTruthy();
    expect(screen.getByText('15+')).toBeTruthy();
    expect(screen.getByText('Showing 20 of 20 reviews')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    fireEvent.change(screen.getByLabelText('Search reviews'), { target: { value: 'retail' } });
    expect(screen.getByText('Showing 3 of 20 reviews')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'india' } });
    expect(screen.getByText('Showing 1 of 20 reviews')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sandeep Joshi' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company size'), { target: { value: 'large' } });
    expect(screen.getByText('Showing 0 of 20 reviews')).toBeTruthy();
    expect(screen.getByText(/No reviews match your search/)).toBeTruthy();
  });

  it('links its call to action to the signup entry, with the no-card note', () => {
    render(<page.Component />);
    const links = screen.getAllByRole('link', { name: 'Start Free Trial' });
    expect(links.every((link) => link.getAttribute('href') === '/?signup=true')).toBe(true);
    expect(
      screen.getByText('No credit card required • 14-day free trial • Cancel anytime'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }).getAttribute('href'),
    ).toBe('/app');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Home',
      'Pricing',
      'Reviews',
      'Contact',
    ]);
  });
});
