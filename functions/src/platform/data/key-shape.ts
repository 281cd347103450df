/**
 * A DynamoDB key's shape, spelled once: `keyShape('ORG#<org>#CONTACTS#<shard>')` gives its
 * `pattern` and `key(org, shard)`, which fills the `<placeholders>` in order. The record that owns
 * the shape declares it in its entity file (or its repository); the repository builds its keys
 * with `key`, and the module's erasure declaration (erasure-declaration.ts) names the same
 * `pattern` and builds the organization's keys with the same `key`, so what is written, what is
 * erased and what the erasure's coverage test matches written keys against cannot drift apart.
 *
 * Values are strings (numbers go through String()) and are put in as given: a value holding `#`
 * is not refused, because keys already stored were built the same way and their erasure must be
 * able to build them again.
 */
export type KeyValues<P extends string> = P extends `${string}<${string}>${infer Rest}`
  ? [value: string, ...KeyValues<Rest>]
  : [];

export interface KeyShape<P extends string = string> {
  /** The key with its ids as `<placeholders>`: `ORG#<org>#CONTACTS#<shard>`. */
  readonly pattern: P;
  /** The key with the placeholders filled in order. */
  readonly key: (...values: KeyValues<P>) => string;
}

const PLACEHOLDER = /<[^<>]+>/g;

export const keyShape = <const P extends string>(pattern: P): KeyShape<P> => {
  const literals = pattern.split(PLACEHOLDER);
  const count = literals.length - 1;
  const key = (...values: string[]) => {
    if (values.length !== count)
      throw new Error(`key ${pattern} takes ${count} values, got ${values.length}`);
    return literals.reduce((out, literal, i) => out + (i === 0 ? '' : values[i - 1]) + literal, '');
  };
  return Object.freeze({ pattern, key: key as KeyShape<P>['key'] });
};
