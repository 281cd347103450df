import * as z from 'zod/mini';
import { CUSTOM_SORT } from '../contacts/contact-list.schema';
import { CUSTOM_FIELD_LIMITS } from '../custom-fields/custom-field';
import { requiredText } from '../text/text-fields';

/** The lists a view can be saved for. */
export const VIEW_ENTITIES = ['contacts', 'deals'] as const;
export type ViewEntity = (typeof VIEW_ENTITIES)[number];

/**
 * The filters each list takes in its address (`?status=hot,warm&minScore=60`), and what a view
 * keeps of them: the same names and values, so a view opens as the address it was saved from.
 * Custom fields are `cf.<key>`.
 */
export const VIEW_FILTERS: Record<ViewEntity, readonly string[]> = {
  contacts: [
    'q',
    'status',
    'source',
    'minScore',
    'maxScore',
    'tag',
    'createdFrom',
    'createdTo',
    'assignedTo',
  ],
  deals: ['q', 'stage', 'minValue', 'maxValue', 'closeFrom', 'closeTo', 'assignedTo', 'tag'],
};

export const VIEW_SORTS: Record<ViewEntity, readonly string[]> = {
  contacts: ['score', 'name', 'createdAt', 'lastContactedAt'].flatMap((s) => [s, `-${s}`]),
  deals: ['value', 'probability', 'expectedCloseDate', 'createdAt'].flatMap((s) => [s, `-${s}`]),
};

/**
 * The columns each list can show; a view may also keep custom fields' columns (`cf.<key>`), which
 * a list shows while the field exists.
 */
export const VIEW_COLUMNS: Record<ViewEntity, readonly string[]> = {
  contacts: [
    'name',
    'email',
    'phone',
    'company',
    'status',
    'score',
    'source',
    'assignedTo',
    'lastContactedAt',
    'createdAt',
    'tags',
  ],
  deals: [
    'title',
    'contact',
    'value',
    'stage',
    'probability',
    'expectedCloseDate',
    'assignedTo',
    'createdAt',
    'tags',
  ],
};

export const VIEW_LIMITS = { name: 80, perList: 50, filterValue: 200 } as const;

/** A saved view: a list's filters, sort and columns, the caller's own or shared with the team. */
export interface SavedView {
  id: string;
  entity: ViewEntity;
  name: string;
  filters: Record<string, string>;
  sort: string | null;
  columns: string[];
  /** Shared with the whole team (made by a manager or above); else its maker's alone. */
  shared: boolean;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A custom field as a filter or a column: `cf.<key>` (CUSTOM_FIELD_KEY). */
const CUSTOM_KEY = 'cf\\.[a-z][a-z0-9_]{0,39}';
const filterKey = new RegExp(`^(?:[a-zA-Z]+|${CUSTOM_KEY})$`);
export const CUSTOM_VIEW_COLUMN = new RegExp(`^${CUSTOM_KEY}$`);

/** A view's columns: among `allowed`, or custom fields; at most one of each there can be. */
const columnsField = (allowed: readonly string[], message: string) =>
  z
    .array(
      z
        .string({ error: message })
        .check(
          z.refine(
            (column) => allowed.includes(column) || CUSTOM_VIEW_COLUMN.test(column),
            message,
          ),
        ),
    )
    .check(z.maxLength(allowed.length + CUSTOM_FIELD_LIMITS.perEntity, 'Too many columns'));

/** The rules of a view's fields for one list (no defaults: a patch sends only some). */
const fieldRules = (entity: ViewEntity) => ({
  name: requiredText('Name', VIEW_LIMITS.name),
  filters: z.record(
    z
      .string()
      .check(
        z.refine(
          (key) =>
            filterKey.test(key) && (key.startsWith('cf.') || VIEW_FILTERS[entity].includes(key)),
          `Filters can be ${VIEW_FILTERS[entity].join(', ')} or a custom field`,
        ),
      ),
    z
      .string({ error: 'A filter value must be text' })
      .check(
        z.maxLength(
          VIEW_LIMITS.filterValue,
          `A filter value must be at most ${VIEW_LIMITS.filterValue} characters`,
        ),
      ),
  ),
  sort: z.nullable(
    z
      .string({ error: `Sort must be one of ${VIEW_SORTS[entity].join(', ')}` })
      .check(
        z.refine(
          (sort) => VIEW_SORTS[entity].includes(sort) || CUSTOM_SORT.test(sort),
          `Sort must be one of ${VIEW_SORTS[entity].join(', ')}, or a custom field`,
        ),
      ),
  ),
  columns: columnsField(
    VIEW_COLUMNS[entity],
    `Columns must be among ${VIEW_COLUMNS[entity].join(', ')} or custom fields`,
  ),
  shared: z.boolean({ error: 'Shared must be true or false' }),
});

const viewFields = (entity: ViewEntity) => {
  const rules = fieldRules(entity);
  return {
    name: rules.name,
    filters: z._default(rules.filters, {}),
    sort: z._default(rules.sort, null),
    columns: z._default(rules.columns, []),
    shared: z._default(rules.shared, false),
  };
};

const entityField = z.enum(VIEW_ENTITIES, { error: 'Entity must be contacts or deals' });

/** POST /api/views: the fields are checked against the list the view is for. */
export const viewInputSchema = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('contacts'), ...viewFields('contacts') }),
  z.object({ entity: z.literal('deals'), ...viewFields('deals') }),
]);
export type ViewInput = z.output<typeof viewInputSchema>;

/** Any list's filter names, sorts and columns: a patch is checked by its view's own list later. */
const anyList = <T>(of: Record<ViewEntity, readonly T[]>) => [...new Set(Object.values(of).flat())];

/**
 * PUT /api/views/{id}: any subset of a view's fields, each by its own rule (so an empty name is
 * "Name is required", not a vague union error); the service checks it again by the rules of the
 * view's own list (`viewPatchSchemaFor`).
 */
export const viewPatchSchema = z.partial(
  z.strictObject({
    ...fieldRules('contacts'),
    filters: z.record(
      z
        .string()
        .check(
          z.refine(
            (key) =>
              filterKey.test(key) && (key.startsWith('cf.') || anyList(VIEW_FILTERS).includes(key)),
            "Filters must be those of the view's list or custom fields",
          ),
        ),
      z
        .string({ error: 'A filter value must be text' })
        .check(
          z.maxLength(
            VIEW_LIMITS.filterValue,
            `A filter value must be at most ${VIEW_LIMITS.filterValue} characters`,
          ),
        ),
    ),
    sort: z.nullable(
      z
        .string({ error: "Sort must be one of the list's columns, optionally after -" })
        .check(
          z.refine(
            (sort) => anyList(VIEW_SORTS).includes(sort) || CUSTOM_SORT.test(sort),
            "Sort must be one of the list's columns, optionally after -",
          ),
        ),
    ),
    columns: columnsField(
      anyList(VIEW_COLUMNS),
      "Columns must be among the list's columns or custom fields",
    ),
  }),
);
export type ViewPatch = z.output<typeof viewPatchSchema>;

/** A patch by the rules of the view's own list. */
export const viewPatchSchemaFor = (entity: ViewEntity) =>
  z.partial(z.strictObject(fieldRules(entity)));

export const viewListQuerySchema = z.object({ entity: entityField });
