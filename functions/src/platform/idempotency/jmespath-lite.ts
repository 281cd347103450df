/**
 * Stands in for `@aws-lambda-powertools/jmespath` in the Lambda bundles (infra/lib/bundling.ts
 * aliases it here, as the credential chain is): Powertools idempotency only asks it to pick the
 * key out of a call's argument, and our keys are dotted paths or a list of them
 * (`[organizationId, source, dedupe]`). The full JMESPath engine is about 23 KiB of a bundle with
 * little room left. An expression outside this subset throws rather than picking the wrong key;
 * the local stack, which runs from source, uses the real engine, and a unit test holds the two
 * to the same answers.
 */
const PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

const pick = (path: string, data: unknown): unknown => {
  if (!PATH.test(path)) throw new Error(`jmespath-lite cannot read the expression "${path}"`);
  let node = data;
  for (const part of path.split('.')) {
    node =
      node !== null && typeof node === 'object' && !Array.isArray(node)
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node ?? null;
};

export const search = (expression: string, data: unknown): unknown => {
  const trimmed = expression.trim();
  if (trimmed.startsWith('[') && trimmed.endsWith(']')) {
    if (data === null || data === undefined) return null;
    return trimmed
      .slice(1, -1)
      .split(',')
      .map((part) => pick(part.trim(), data));
  }
  return pick(trimmed, data);
};

/** Powertools' custom functions (powertools_json and friends): not used by our expressions. */
export class PowertoolsFunctions {}
