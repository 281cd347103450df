import { randomUUID } from 'node:crypto';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { invitationLinkTo } from '../support/mailbox';

const toast = (page: Page, title: string) =>
  expect.poll(() => page.getByText(title, { exact: true }).first().isVisible(), {
    timeout: 10_000,
  });

describe('a team in two browsers: invite, accept, assign, "My leads"', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an owner invites a member by email, the member joins and works the lead assigned to them', async () => {
    const owner = await signIn();
    const lead = (
      await owner.post<Contact>('/api/contacts', {
        name: 'Kiran Rao',
        email: `kiran-${randomUUID()}@rao.in`,
        company: 'Rao Spices',
        score: 81,
      })
    ).body;
    const memberEmail = `meera-${randomUUID()}@example.in`;

    // The owner's browser: invite from the Team page.
    const ownerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = owner.cookieHeader().split('=');
    await ownerContext.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto(`${appUrl()}/app/team?tab=members`);
    await ownerPage.getByRole('button', { name: 'Invite Member' }).click();
    const invite = ownerPage.getByRole('dialog');
    const send = invite.getByRole('button', { name: 'Send Invitation' });
    expect(await send.isDisabled()).toBe(true);
    await invite.getByLabel('Email Address').fill(memberEmail);
    await send.click();
    await toast(ownerPage, 'Invitation sent').toBe(true);

    // The invitation email, read from the local SES mailbox.
    const { link, token } = await invitationLinkTo(memberEmail);
    expect(link).toContain(`/invite/${token}`);

    // The member's browser: the link, the same sign-in as everyone, which joins the team.
    const memberContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`${appUrl()}/invite/${token}`);
    await memberPage.getByRole('link', { name: 'Sign in to accept' }).click();
    await memberPage.getByLabel('Email').fill(memberEmail);
    await memberPage.getByLabel('First name (optional)').fill('Meera');
    await memberPage.getByLabel('Last name (optional)').fill('Nair');
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    // Signing in from the invitation's page joins at once: no trial organization of their own.
    await memberPage.waitForURL(/\/app(\?|$)/);
    await screenshot(memberPage, 'team-member-joined');

    // The owner sees the new member, then assigns the lead from its row's menu.
    await ownerPage.reload();
    await expect
      .poll(() => ownerPage.getByText(memberEmail).first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    await ownerPage.goto(`${appUrl()}/app/contacts`);
    await ownerPage.getByRole('button', { name: `More actions for ${lead.name}` }).click();
    await ownerPage.getByRole('menuitem', { name: 'Assign lead' }).click();
    const assign = ownerPage.getByRole('dialog');
    await assign.getByLabel('Team Member').click();
    await ownerPage.getByRole('option', { name: /Meera Nair/ }).click();
    await assign.getByLabel('Priority').click();
    await ownerPage.getByRole('option', { name: 'High' }).click();
    await assign.getByRole('button', { name: 'Assign Lead' }).click();
    await toast(ownerPage, 'Lead assigned').toBe(true);
    await screenshot(ownerPage, 'team-owner-assigned');

    // The member finds it under "My leads", and is told in the bell.
    await memberPage.goto(`${appUrl()}/app/contacts`);
    await memberPage.getByRole('button', { name: 'My leads' }).click();
    await memberPage.waitForURL(/assignedTo=me/);
    await expect
      .poll(() => memberPage.getByText(lead.name, { exact: true }).first().isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect
      .poll(() => memberPage.getByText('1 lead assigned to you', { exact: true }).isVisible())
      .toBe(true);
    await screenshot(memberPage, 'team-member-my-leads');
    await memberPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await memberPage
      .getByRole('button', { name: `Unread: New lead assigned to you: ${lead.name}` })
      .click();
    await memberPage.waitForURL(new RegExp(`contact=${lead.id}`));

    // The member may see the team, but not invite, and read the Team settings but not change them.
    await memberPage.goto(`${appUrl()}/app/team?tab=members`);
    await expect
      .poll(() => memberPage.getByText(owner.email).first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await memberPage.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    await memberPage.goto(`${appUrl()}/app/team?tab=settings`);
    await expect
      .poll(
        () =>
          memberPage.getByText('Only an admin or the owner can change these settings.').isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await memberPage.getByRole('button', { name: 'Save Settings' }).count()).toBe(0);
    await screenshot(memberPage, 'team-member-settings');

    await ownerContext.close();
    await memberContext.close();
  });
});
