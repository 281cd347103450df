import { describe, expect, it } from 'vitest';
import { invitationEmail } from './invitation-email';

describe('the invitation email', () => {
  const email = invitationEmail({
    to: 'ravi@example.in',
    organizationName: 'Rao <Textiles> & Sons',
    inviterName: 'Meera\nNair',
    role: 'admin',
    link: 'https://app.example/invite/abc',
    expiresAt: '2026-12-01T06:30:00.000Z',
    timezone: 'Asia/Kolkata',
  });

  it('names the organization, the inviter and the role, and links to the invite page', () => {
    expect(email.subject).toBe('Meera Nair invited you to join Rao <Textiles> & Sons on SalesFlow');
    expect(email.text).toContain(
      'Meera Nair invited you to join Rao <Textiles> & Sons on SalesFlow as an admin.',
    );
    expect(email.text).toContain('Join Rao <Textiles> & Sons: https://app.example/invite/abc');
    expect(email.text).toContain('expires on 1 Dec 2026, 12:00');
  });

  it('escapes what people typed in the HTML version', () => {
    expect(email.html).toContain('Rao &lt;Textiles&gt; &amp; Sons');
    expect(email.html).not.toContain('<Textiles>');
    expect(email.html).toContain('href="https://app.example/invite/abc"');
  });
});
