import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routeGrants } from '../route-grants';
import { localKeys } from './data-keys';
import { openSecret, SecretUnreadableError, sealSecret } from './secret-box';

const keys = localKeys(randomBytes(32));
const orgA = { organizationId: 'org-a', purpose: 'twilioAuthToken' };
const TOKEN = '0123456789abcdef0123456789abcdef';

/** Flips one character of the `index`th dot-separated part of a sealed value. */
const tamper = (sealed: string, index: number) => {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  const flipped = part[2] === 'A' ? 'B' : 'A';
  parts[index] = `${part.slice(0, 2)}${flipped}${part.slice(3)}`;
  return parts.join('.');
};

describe('sealed provider secrets', () => {
  it('open to what was sealed, and never hold it in the clear', async () => {
    const sealed = await sealSecret(TOKEN, orgA, keys);
    expect(sealed).not.toContain(TOKEN);
    expect(Buffer.from(sealed.replace(/\./g, ''), 'base64url').toString('latin1')).not.toContain(
      TOKEN,
    );
    expect(await openSecret(sealed, orgA, keys)).toBe(TOKEN);
  });

  it('use a fresh data key and IV for every value', async () => {
    const [one, two] = await Promise.all([
      sealSecret(TOKEN, orgA, keys),
      sealSecret(TOKEN, orgA, keys),
    ]);
    expect(one).not.toBe(two);
    expect(one?.split('.')[2]).not.toBe(two?.split('.')[2]);
  });

  it.each([
    ['the wrapped data key', 2],
    ['the IV', 3],
    ['the tag', 4],
    ['the ciphertext', 5],
  ])('refuse a value whose %s was changed', async (_, index) => {
    const sealed = await sealSecret(TOKEN, orgA, keys);
    await expect(openSecret(tamper(sealed, index), orgA, keys)).rejects.toBeInstanceOf(
      SecretUnreadableError,
    );
  });

  it("do not open in another organization's context, or as another field", async () => {
    const sealed = await sealSecret(TOKEN, orgA, keys);
    await expect(
      openSecret(sealed, { ...orgA, organizationId: 'org-b' }, keys),
    ).rejects.toBeInstanceOf(SecretUnreadableError);
    await expect(
      openSecret(sealed, { ...orgA, purpose: 'openaiApiKey' }, keys),
    ).rejects.toBeInstanceOf(SecretUnreadableError);
  });

  it('do not open under another master key', async () => {
    const sealed = await sealSecret(TOKEN, orgA, keys);
    await expect(openSecret(sealed, orgA, localKeys(randomBytes(32)))).rejects.toBeInstanceOf(
      SecretUnreadableError,
    );
  });

  it('refuse what is not a sealed value', async () => {
    await expect(openSecret(TOKEN, orgA, keys)).rejects.toBeInstanceOf(SecretUnreadableError);
  });

  it('are sealed and opened only by routes whose row says so', async () => {
    const sealed = await sealSecret(TOKEN, orgA, keys);
    const grants = (secrets?: 'read' | 'write') => ({
      table: 'readwrite' as const,
      sends: [],
      ...(secrets ? { secrets } : {}),
    });
    await routeGrants.run(grants(), async () => {
      await expect(sealSecret(TOKEN, orgA, keys)).rejects.toThrow(/may not encrypt/);
      await expect(openSecret(sealed, orgA, keys)).rejects.toThrow(/may not decrypt/);
    });
    await routeGrants.run(grants('write'), async () => {
      await expect(sealSecret(TOKEN, orgA, keys)).resolves.toMatch(/^v1\.local\./);
      await expect(openSecret(sealed, orgA, keys)).rejects.toThrow(/may not decrypt/);
    });
    await routeGrants.run(grants('read'), async () => {
      await expect(openSecret(sealed, orgA, keys)).resolves.toBe(TOKEN);
    });
  });
});
