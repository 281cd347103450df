import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import type { DuplicatePage } from '@salesflow/shared/contacts/contact-duplicates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signIn } from '../support/api-client';
import { launchChromium, screenshot } from '../support/browser';
import { uniqueIndianMobile } from '../support/service-env';

describe('tags in bulk and possible duplicates, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tags three ticked leads, refusing a bad tag first; then finds the duplicates of a lead and opens one', async () => {
    const client = await signIn();
    const phone = uniqueIndianMobile();
    const stamp = Date.now();
    const add = async (fields: Record<string, unknown>) =>
      (await client.post<Contact>('/api/contacts', fields)).body;
    await add({
      name: 'Ananya Iyer',
      email: `ananya.iyer.${stamp}@gmail.com`,
      phone: `+91 ${phone}`,
      company: 'Iyer Textiles',
    });
    await add({ name: 'Priya Nair', email: `ananyaiyer${stamp}@gmail.com` });
    await add({ name: 'Kiran Rao', email: `kiran.${stamp}@rao.in`, phone: `0${phone}` });
    await add({ name: 'Rahul Sharma', email: `rahul.${stamp}@sharma.in` });
    // The duplicates are found by a worker from the table's stream.
    await expect
      .poll(
        async () => (await client.get<DuplicatePage>('/api/contacts/duplicates')).body.items.length,
        { timeout: 30_000 },
      )
      .toBe(2);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = client.cookieHeader().split('=');
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: appUrl() }]);
    const page = await context.newPage();
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Ananya Iyer', exact: true }).waitFor();

    for (const lead of ['Priya Nair', 'Kiran Rao', 'Rahul Sharma']) {
      await page
        .getByRole('row', { name: new RegExp(lead) })
        .getByRole('checkbox')
        .check();
    }
    const bar = page.getByRole('toolbar', { name: 'Selected contacts' });
    expect(await bar.getByText('3 selected').isVisible()).toBe(true);
    await bar.getByRole('button', { name: 'Tags' }).click();
    await page.getByRole('menuitem', { name: 'Add a tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a tag' });
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('#diwali');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByText('A tag has letters, digits, spaces and - _ . & + / only').waitFor();
    await dialog.getByRole('textbox', { name: 'Tag' }).fill('Diwali 2026');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('3 contacts tagged').waitFor();
    await screenshot(page, 'bulk-tagged');

    // The tag filter finds the three.
    await page.getByRole('textbox', { name: 'Tag' }).fill('diwali 2026');
    await page.getByRole('textbox', { name: 'Tag' }).press('Enter');
    await expect.poll(async () => page.getByRole('row').count(), { timeout: 15_000 }).toBe(4);
    expect(new URL(page.url()).searchParams.get('tag')).toBe('diwali 2026');

    // The lead's drawer names its possible duplicates; a name opens that one.
    await page.goto(`${appUrl()}/app/contacts`);
    await page.getByRole('button', { name: 'Ananya Iyer', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Contact details' });
    const note = drawer.getByRole('note', { name: 'Possible duplicates' });
    await note.waitFor();
    expect(await note.textContent()).toBe(
      'Possible duplicate of Priya Nair (same email) Merge and Kiran Rao (same phone) Merge',
    );
    await screenshot(page, 'possible-duplicates-drawer');
    await note.getByRole('button', { name: 'Kiran Rao', exact: true }).click();
    await drawer.getByRole('heading', { name: 'Kiran Rao' }).waitFor();
    await drawer.getByRole('button', { name: 'Close contact details' }).click();

    // The list of every pair, each with why.
    await page.getByRole('button', { name: 'Duplicates' }).click();
    const list = page.getByRole('list', { name: 'Possible duplicates' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByText('same email').isVisible()).toBe(true);
    await screenshot(page, 'possible-duplicates-list');
    await list.getByRole('button', { name: 'Priya Nair', exact: true }).click();
    await drawer.getByRole('heading', { name: 'Priya Nair' }).waitFor();
    expect(await drawer.getByText('Diwali 2026').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Close contact details' }).click();

    // Merge Kiran Rao into Ananya Iyer from her drawer: one contact is left, with Kiran's tag.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Ananya Iyer', exact: true }).click();
    await drawer.getByRole('button', { name: 'Merge with Kiran Rao' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge duplicates' });
    await merge.getByText('Merged in and deleted').waitFor();
    await screenshot(page, 'merge-duplicates-dialog');
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await page.getByText('Merged Kiran Rao into Ananya Iyer').waitFor();
    await merge.waitFor({ state: 'detached' });
    await drawer.getByRole('heading', { name: 'Ananya Iyer' }).waitFor();
    await drawer
      .getByText(/Merged from Kiran Rao/)
      .first()
      .waitFor();
    expect(await drawer.getByText('Diwali 2026').isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Close contact details' }).click();
    await expect
      .poll(async () => page.getByRole('button', { name: 'Kiran Rao', exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(0);

    // Search finds her by a part of her name, and by her phone's last digits.
    const search = page.getByLabel('Search contacts');
    for (const typed of ['nanya', phone.slice(-5)]) {
      await search.fill(typed);
      await expect
        .poll(async () => page.getByRole('button', { name: 'Ananya Iyer', exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
    }
    await screenshot(page, 'search-part-of-a-name');
    await search.fill('');

    // A delete goes to the trash: Undo brings the contact back; so does the Trash list.
    const rahul = page.getByRole('row', { name: /Rahul Sharma/ });
    await rahul.getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete contacts' });
    await confirm.getByText('Delete 1 contact? It stays in the trash for 30 days.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 contact moved to the trash').waitFor();
    await expect.poll(async () => rahul.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Contact restored').waitFor();
    await rahul.waitFor();
    await rahul.getByRole('checkbox').check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => rahul.count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('button', { name: 'Trash', exact: true }).click();
    const trash = page.getByRole('dialog', { name: 'Trash' });
    await trash.getByRole('button', { name: 'Restore Rahul Sharma' }).waitFor();
    await screenshot(page, 'trash');
    await trash.getByRole('button', { name: 'Restore Rahul Sharma' }).click();
    await page.getByText('Contact restored').first().waitFor();
    await trash.getByRole('button', { name: 'Close' }).click();
    await rahul.waitFor();
    await context.close();
  });
});
