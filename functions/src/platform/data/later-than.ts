/**
 * Now as an ISO time, or one millisecond after `previous` when now is not later: a record's
 * `updatedAt` always moves forward, so two changes in one millisecond still order (and an
 * optimistic `updatedAt = :was` check still sees the second).
 */
export const laterThan = (previous: string): string => {
  const now = new Date().toISOString();
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
};
