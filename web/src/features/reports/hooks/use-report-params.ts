import {
  DEFAULT_REPORT_RANGE,
  DEFAULT_REPORT_TYPE,
  REPORT_RANGES,
  REPORT_TYPES,
  type ReportRange,
  type ReportType,
} from '@salesflow/shared/reports/report-query';
import { useSearchParams } from 'react-router';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly (string | null)[]).includes(value);

const isType = oneOf(REPORT_TYPES);
const isRange = oneOf(REPORT_RANGES);

export interface ReportParams {
  type: ReportType;
  range: ReportRange;
  setType: (type: ReportType) => void;
  setRange: (range: ReportRange) => void;
}

/**
 * The report type and date range, kept in the address (`?type=sales&range=90d`) so a reload or a
 * shared link shows the same report. A default is the absence of its parameter; anything unknown
 * reads as the default (Overview, last 30 days).
 */
export const useReportParams = (): ReportParams => {
  const [params, setParams] = useSearchParams();
  const rawType = params.get('type');
  const rawRange = params.get('range');
  const set = (name: 'type' | 'range', value: string, fallback: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === fallback) updated.delete(name);
        else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  return {
    type: isType(rawType) ? rawType : DEFAULT_REPORT_TYPE,
    range: isRange(rawRange) ? rawRange : DEFAULT_REPORT_RANGE,
    setType: (type) => set('type', type, DEFAULT_REPORT_TYPE),
    setRange: (range) => set('range', range, DEFAULT_REPORT_RANGE),
  };
};
