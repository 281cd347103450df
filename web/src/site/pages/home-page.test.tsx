import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from './home-page';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the landing page', () => {
  it('has Login to /api/login and the anchors to its sections', () => {
    render(<page.Component />);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }).getAttribute('href'),
    ).toBe('/api/login');
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#features',
      '#pricing',
      '#testimonials',
      '#contact',
    ]);
    for (const id of ['features', 'pricing', 'testimonials', 'contact']) {
      expect(document.getElementById(id), id).toBeTruthy();
    }
    expect(screen.getByText('Available 24/7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'sales@salesflow.app' }).getAttribute('href')).toBe(
      'mailto:sales@salesflow.app',
    );
  });

  it('shows one feature at a time among the six tabs', () => {
    render(<page.Component />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'AI Scoring',
      'Pipeline',
      'AI Calling',
      'Capture',
      'Analytics',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'AI Calling' }));
    expect(screen.getByRole('tab', { name: 'AI Calling' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toMatch(/makes the first call/);
  });

  it('shows the four plans from the plan table', () => {
    render(<page.Component />);
    for (const [name, price] of [
      ['Basic', '$19'],
      ['Starter', '$49'],
      ['Professional', '$149'],
      ['Enterprise', '$299'],
    ]) {
      const card = screen.getByRole('heading', { name }).closest('.card');
      expect(card?.textContent, name).toContain(price);
    }
  });

  it('opens the signup dialog for /?signup=true, naming the plan chosen on the pricing page', () => {
    window.history.replaceState(null, '', '/?signup=true&plan=professional');
    render(<page.Component />);
    const dialog = screen.getByRole('dialog', { name: 'Start your 14-day free trial' });
    expect(dialog.textContent).toMatch(/You chose Professional/);
    expect(screen.getByRole('link', { name: 'Create My Account' }).getAttribute('href')).toBe(
      '/api/login',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens it from Start Free Trial too', () => {
    render(<page.Component />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Start Free Trial' })[0] as HTMLElement);
    expect(screen.getByRole('dialog').textContent).toMatch(/No credit card required/);
  });
});
