import TextField from '@mui/material/TextField';
import { isCalendarDate } from '@salesflow/shared/dates/calendar-date';
import { type KeyboardEvent, useState } from 'react';
import {
  type ContactListParams,
  checkListParams,
  type ListParamProblems,
} from '../utils/contact-list-params';

const RANGE_NAMES = ['minScore', 'maxScore', 'createdFrom', 'createdTo'] as const;
type RangeName = (typeof RANGE_NAMES)[number];
type RangeText = Record<RangeName, string>;
export type RangePatch = Pick<ContactListParams, RangeName>;

const textOf = (params: ContactListParams): RangeText => ({
  minScore: params.minScore === undefined ? '' : String(params.minScore),
  maxScore: params.maxScore === undefined ? '' : String(params.maxScore),
  createdFrom: params.createdFrom ?? '',
  createdTo: params.createdTo ?? '',
});

export interface RangeFiltersProps {
  params: ContactListParams;
  /** A valid range: the values to set (undefined clears one). */
  onApply: (patch: RangePatch) => void;
}

const LABELS: Record<RangeName, string> = {
  minScore: 'Min score',
  maxScore: 'Max score',
  createdFrom: 'Created from',
  createdTo: 'Created to',
};

/**
 * Score from/to and created from/to. What is typed is checked with the server's own schema
 * (a minimum above the maximum is refused with its message) and only a valid range reaches the
 * address and the server; scores apply on Enter or leaving the field, dates once complete.
 */
export const RangeFilters = ({ params, onApply }: RangeFiltersProps) => {
  const applied = textOf(params);
  const [draft, setDraft] = useState(applied);
  const [problems, setProblems] = useState<ListParamProblems>({});
  const [seen, setSeen] = useState(applied);
  // The address changed (Back, a view, Clear filters, another field applied): show the values
  // that changed, keeping what is being typed in the others.
  const changed = RANGE_NAMES.filter((name) => seen[name] !== applied[name]);
  if (changed.length > 0) {
    setSeen(applied);
    const shown = Object.fromEntries(changed.map((name) => [name, applied[name]]));
    setDraft((current) => ({ ...current, ...shown }));
    setProblems({});
  }

  const apply = (next: RangeText) => {
    const raw = Object.fromEntries(RANGE_NAMES.flatMap((n) => (next[n] ? [[n, next[n]]] : [])));
    const checked = checkListParams(raw);
    const found = Object.fromEntries(
      RANGE_NAMES.flatMap((name) =>
        checked.problems[name] ? [[name, checked.problems[name]]] : [],
      ),
    ) as ListParamProblems;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (RANGE_NAMES.every((name) => next[name].trim() === applied[name])) return;
    const { minScore, maxScore, createdFrom, createdTo } = checked.params;
    onApply({ minScore, maxScore, createdFrom, createdTo });
  };

  const field = (name: RangeName) => {
    const isDate = name === 'createdFrom' || name === 'createdTo';
    // A reversed range is the server's message on its first field.
    const message = problems[name];
    return (
      <TextField
        key={name}
        size="small"
        label={LABELS[name]}
        type={isDate ? 'date' : 'number'}
        value={draft[name]}
        error={Boolean(message)}
        helperText={message}
        onChange={(event) => {
          const next = { ...draft, [name]: event.target.value };
          setDraft(next);
          if (isDate && (event.target.value === '' || isCalendarDate(event.target.value))) {
            apply(next);
          }
        }}
        onBlur={() => apply(draft)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') apply(draft);
        }}
        sx={{ width: isDate ? 160 : 110 }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: isDate ? {} : { min: 0, max: 100, step: 1, inputMode: 'numeric' },
          // The message may be wider than the field: it runs on under the next one.
          formHelperText: { sx: { mx: 0, width: 'max-content', maxWidth: 280 } },
        }}
      />
    );
  };

  return <>{RANGE_NAMES.map(field)}</>;
};
