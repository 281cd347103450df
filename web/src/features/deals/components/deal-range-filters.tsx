import TextField from '@mui/material/TextField';
import { isCalendarDate } from '@salesflow/shared/dates/calendar-date';
import { type KeyboardEvent, useState } from 'react';
import {
  checkDealListParams,
  type DealListParams,
  type DealListProblems,
  dealListParamsText,
} from '../utils/deal-list-params';

const RANGE_NAMES = ['minValue', 'maxValue', 'closeFrom', 'closeTo'] as const;
type RangeName = (typeof RANGE_NAMES)[number];
type RangeText = Record<RangeName, string>;
export type DealRangePatch = Pick<DealListParams, RangeName>;

const LABELS: Record<RangeName, string> = {
  minValue: 'Value from',
  maxValue: 'Value to',
  closeFrom: 'Close from',
  closeTo: 'Close to',
};

const isDate = (name: RangeName) => name === 'closeFrom' || name === 'closeTo';

const textOf = (params: DealListParams): RangeText => {
  const text = dealListParamsText(params);
  return {
    minValue: text.minValue ?? '',
    maxValue: text.maxValue ?? '',
    closeFrom: text.closeFrom ?? '',
    closeTo: text.closeTo ?? '',
  };
};

export interface DealRangeFiltersProps {
  params: DealListParams;
  /** A valid range: the values to set (undefined clears one). */
  onApply: (patch: DealRangePatch) => void;
}

/**
 * Value from/to and close from/to. What is typed is checked with the server's own schema (an
 * amount it would refuse, a minimum above the maximum, a reversed range of days: its message
 * under the field) and only a valid range reaches the address and the server. Amounts apply on
 * Enter or leaving the field, days once complete.
 */
export const DealRangeFilters = ({ params, onApply }: DealRangeFiltersProps) => {
  const applied = textOf(params);
  const [draft, setDraft] = useState(applied);
  const [problems, setProblems] = useState<DealListProblems>({});
  const [seen, setSeen] = useState(applied);
  // The address changed (Back, Clear filters, another field applied): show the values that
  // changed, keeping what is being typed in the others.
  const changed = RANGE_NAMES.filter((name) => seen[name] !== applied[name]);
  if (changed.length > 0) {
    setSeen(applied);
    const shown = Object.fromEntries(changed.map((name) => [name, applied[name]]));
    setDraft((current) => ({ ...current, ...shown }));
    setProblems({});
  }

  const apply = (next: RangeText) => {
    const raw = Object.fromEntries(RANGE_NAMES.flatMap((n) => (next[n] ? [[n, next[n]]] : [])));
    const checked = checkDealListParams(raw);
    const found: DealListProblems = {};
    for (const name of RANGE_NAMES) {
      if (checked.problems[name]) found[name] = checked.problems[name];
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const { minValue, maxValue, closeFrom, closeTo } = checked.params;
    const patch = { minValue, maxValue, closeFrom, closeTo };
    // Already what the list shows (1500 typed as 1500.00): nothing to change.
    const same = textOf(patch);
    if (RANGE_NAMES.every((name) => same[name] === applied[name])) return;
    onApply(patch);
  };

  const field = (name: RangeName) => {
    const date = isDate(name);
    // A reversed range is the server's message on its first field.
    const message = problems[name];
    return (
      <TextField
        key={name}
        size="small"
        label={LABELS[name]}
        type={date ? 'date' : 'text'}
        value={draft[name]}
        error={Boolean(message)}
        helperText={message}
        onChange={(event) => {
          const next = { ...draft, [name]: event.target.value };
          setDraft(next);
          if (date && (event.target.value === '' || isCalendarDate(event.target.value))) {
            apply(next);
          }
        }}
        onBlur={() => apply(draft)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') apply(draft);
        }}
        sx={{ width: { xs: 'calc(50% - 6px)', sm: date ? 160 : 110 } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: date ? {} : { inputMode: 'decimal' },
          // The message may be wider than the field: it runs on under the next one.
          formHelperText: { sx: { mx: 0, width: 'max-content', maxWidth: 280 } },
        }}
      />
    );
  };

  return <>{RANGE_NAMES.map(field)}</>;
};
