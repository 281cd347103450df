import {
  DND_SCRUB_DATE_MESSAGE,
  type DndNumber,
  type DndNumbersPage,
  type DndSummary,
  type DndUpload,
  type DndUploadAnswer,
  readDndNumber as readNumberText,
  readDndNumbers as readUploadNumbers,
  scrubIsStale,
} from '@salesflow/shared/calls/dnd-numbers';
import { todayIn } from '@salesflow/shared/dates/calendar-date';
import type { AuthContext } from '../../platform/auth/session';
import { NotFoundError, ValidationError } from '../../platform/errors';
import {
  listDndNumbers as listPage,
  readDndNumber,
  readDndNumbers,
  readLastScrub,
  removeDndNumber as removeNumber,
  saveDndNumbers,
  saveScrub,
} from './dnd-numbers.repository';

type Caller = Pick<AuthContext, 'organizationId' | 'userId' | 'timezone'>;

const PAGE = 50;

const summaryOf = async (caller: Caller): Promise<DndSummary> => {
  const lastScrubbedOn = await readLastScrub(caller.organizationId);
  return {
    lastScrubbedOn,
    stale: scrubIsStale(lastScrubbedOn, todayIn(caller.timezone, new Date())),
  };
};

/**
 * POST /api/calling/dnd-numbers: the numbers an NCPR scrub found registered (a list or a CSV),
 * with the scrub's date; or one contact's number marked registered (`source: contact`). Each
 * number keeps the latest scrub date that found it. Numbers are saved before the scrub is
 * recorded, so a failure part way leaves no scrub claiming numbers it does not have, and sending
 * the same upload again finishes it.
 */
export const uploadDndNumbers = async (
  caller: Caller,
  upload: DndUpload,
): Promise<DndUploadAnswer> => {
  if (upload.scrubbedOn > todayIn(caller.timezone, new Date())) {
    throw new ValidationError([{ field: 'scrubbedOn', message: DND_SCRUB_DATE_MESSAGE }]);
  }
  const read = readUploadNumbers(upload);
  if (read.numbers.length === 0) {
    throw new ValidationError([
      {
        field: upload.csv === undefined ? 'numbers' : 'csv',
        message:
          read.invalidCount > 0
            ? `No Indian phone numbers in the upload (${read.invalidCount} entries could not be read, the first on line ${read.invalid[0]?.line})`
            : 'No Indian phone numbers in the upload',
      },
    ]);
  }
  const source = upload.source ?? 'scrub';
  const saved = await readDndNumbers(caller.organizationId, read.numbers);
  const at = new Date().toISOString();
  const entries: DndNumber[] = read.numbers.map((number) => {
    const before = saved.get(number);
    return before && before.scrubbedOn >= upload.scrubbedOn
      ? before
      : { number, scrubbedOn: upload.scrubbedOn, source, addedAt: at, addedBy: caller.userId };
  });
  await saveDndNumbers(caller.organizationId, entries);
  if (source === 'scrub') {
    await saveScrub(caller.organizationId, {
      scrubbedOn: upload.scrubbedOn,
      numbers: read.numbers.length,
      uploadedBy: caller.userId,
      uploadedAt: at,
    });
  }
  return {
    saved: read.numbers.length,
    invalid: read.invalid,
    invalidCount: read.invalidCount,
    ...(await summaryOf(caller)),
  };
};

/** GET /api/calling/dnd-numbers: a page of the numbers, and how old the latest scrub is. */
export const dndNumbersPage = async (
  caller: Caller,
  cursor: string | undefined,
): Promise<DndNumbersPage> => {
  const [page, summary] = await Promise.all([
    listPage(caller.organizationId, { limit: PAGE, cursor }),
    summaryOf(caller),
  ]);
  return { ...page, ...summary };
};

/** DELETE /api/calling/dnd-numbers/{number}: a number off the list (e.g. taken in error). */
export const removeDndNumber = async (caller: Caller, raw: string): Promise<void> => {
  const number = readNumberText(raw);
  const saved = number ? await readDndNumber(caller.organizationId, number) : null;
  if (!number || !saved) throw new NotFoundError('That number is not on your do not disturb list');
  await removeNumber(caller.organizationId, number);
};

/**
 * When a number was found registered on the NCPR ("do not disturb"), as the date of the latest
 * scrub that found it, or null: what a promotional call to it is checked against.
 */
export const dndRegisteredOn = async (
  organizationId: string,
  e164: string,
): Promise<string | null> => (await readDndNumber(organizationId, e164))?.scrubbedOn ?? null;
