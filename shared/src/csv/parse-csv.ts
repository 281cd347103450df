/**
 * RFC 4180 CSV reading: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF
 * line ends; a leading byte order mark is dropped. Answers rows of cells, without empty lines.
 * Cells are split by `delimiter` (`,` unless said: `;` and tab are read too).
 */
export const parseCsv = (text: string, delimiter = ','): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('\uFEFF') ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0]?.trim() !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
};

/** Undoes the export's guard against formulas ('=SUM → =SUM), so an export imports back as it was. */
export const unescapeFormula = (cell: string): string =>
  /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
