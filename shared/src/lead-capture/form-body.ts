/**
 * A form-encoded body as the object PHP would make of it: `fields[name][value]=Jane` becomes
 * `{ fields: { name: { value: 'Jane' } } }`, `tags[]=a&tags[]=b` an array. WordPress form tools
 * (Elementor Pro's "Advanced Data", Gravity Forms' form format) send such keys.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };

/** Bracket nesting deeper than this is kept as one flat key: no sender needs more. */
const MAX_DEPTH = 5;

const keyPath = (key: string): string[] => {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  const head = key.slice(0, open);
  const parts = key.slice(open + 1, -1).split('][');
  if (parts.length > MAX_DEPTH || parts.some((part) => part.includes('[') || part.includes(']'))) {
    return [key];
  }
  return [head, ...parts];
};

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// `__proto__` and friends as keys would reach Object.prototype through a plain object.
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

const place = (target: FormObject, path: string[], value: string) => {
  let node: FormObject = target;
  for (let i = 0; i < path.length; i += 1) {
    const part = path[i] as string;
    const last = i === path.length - 1;
    const next = path[i + 1];
    if (last) {
      if (part === '') return;
      const existing = node[part];
      node[part] = existing === undefined ? value : Array.isArray(existing) ? existing : value;
      return;
    }
    if (next === '' && i + 1 === path.length - 1) {
      const list = node[part];
      if (Array.isArray(list)) list.push(value);
      else node[part] = [value];
      return;
    }
    const child = node[part];
    if (!isObject(child)) node[part] = Object.create(null) as FormObject;
    node = node[part] as FormObject;
  }
};

export const parseFormBody = (text: string): FormObject => {
  const result = Object.create(null) as FormObject;
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    if (path.some((part) => UNSAFE.has(part))) continue;
    place(result, path, value);
  }
  return result;
};
