/** How a tag is compared, filtered and indexed: lower case, spaces folded (no zod: the table and
 * the tag chips read it). */
export const tagKey = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
