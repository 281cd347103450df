import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, stubFetch } from '../../testing/fetch-stub';
import { ContactForm } from './contact-form';

afterEach(() => localStorage.clear());

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillIn = () => {
  type(/^First Name/, 'Meera');
  type(/^Last Name/, 'Pillai');
  type(/^Email/, 'meera@kochirealty.in');
  type(/^Company/, 'Kochi Realty');
  type(/^Message/, 'We have 12 agents and want a demo of AI calling.');
};

describe('the contact page form', () => {
  it('says what is missing, by the server’s rules, and sends nothing', () => {
    const api = stubFetch({});
    render(<ContactForm />);
    type(/^Email/, 'not-an-email');
    type(/^Phone/, 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Company is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the message and says so, then starts over', async () => {
    const api = stubFetch({
      'POST /api/contact-messages': () => json(201, { id: 'm1', receivedAt: 'now' }),
    });
    render(<ContactForm />);
    fillIn();
    fireEvent.change(screen.getByLabelText('Team Size'), { target: { value: '6-20' } });
    fireEvent.change(screen.getByLabelText('Inquiry Type'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeTruthy();
    expect(screen.getByText('Our team will get back to you within 24 hours.')).toBeTruthy();
    expect(api.find('POST', '/api/contact-messages')[0]?.body).toMatchObject({
      firstName: 'Meera',
      email: 'meera@kochirealty.in',
      teamSize: '6-20',
      inquiry: 'demo',
      website: '',
    });
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal and its field errors', async () => {
    stubFetch({
      'POST /api/contact-messages': () =>
        apiError(429, 'RATE_LIMITED', 'You have sent 3 messages this hour.'),
    });
    render(<ContactForm />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent 3 messages this hour.',
    );
    expect(screen.queryByText('Message Sent Successfully!')).toBeNull();
  });

  it('keeps what was typed when the network fails', async () => {
    stubFetch({
      'POST /api/contact-messages': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<ContactForm />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not send your message/);
    expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe('Kochi Realty');
  });
});
