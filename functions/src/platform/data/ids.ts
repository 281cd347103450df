import { monotonicFactory } from 'ulid';

const next = monotonicFactory();

/** Time-ordered ids (ULID): sorting by id sorts by creation time. */
export const newId = (): string => next();
