/**
 * Moves every record a listing finds (a contact's deals, calls, tasks, on a global index), round
 * after round, until a round moves nothing: an index is read eventually, so it may still list a
 * record that moved, or not yet list one just made. `moveOne` reads the record by its key, moves
 * it only if it is still where it was listed, and answers whether it moved. Answers how many moved.
 */
export const moveInRounds = async <T>(
  list: () => Promise<readonly T[]>,
  moveOne: (listed: T) => Promise<boolean>,
  maxRounds = 5,
): Promise<number> => {
  let moved = 0;
  for (let round = 0; round < maxRounds; round += 1) {
    let movedThisRound = 0;
    for (const listed of await list()) {
      if (await moveOne(listed)) movedThisRound += 1;
    }
    moved += movedThisRound;
    if (movedThisRound === 0) break;
  }
  return moved;
};

/**
 * One record moved by a conditional write, read again and retried when it changed between the
 * read and the write (`changed` tells that error apart); false when it is gone or already moved.
 */
export const moveWithRetry = async <R>(
  read: () => Promise<R | null>,
  stillThere: (record: R) => boolean,
  write: (record: R) => Promise<void>,
  changed: (error: unknown) => boolean,
  attempts = 4,
): Promise<boolean> => {
  for (let attempt = 0; ; attempt += 1) {
    const record = await read();
    if (!record || !stillThere(record)) return false;
    try {
      await write(record);
      return true;
    } catch (error) {
      if (!changed(error) || attempt >= attempts - 1) throw error;
    }
  }
};
