// The data rows a script runs once each, the row's columns as its variables: the file a script's
// `# data: FILE` header names, or --data FILE for the one script of a run. A CSV file's first line
// names the columns and every value stays a string (a phone 01055550001 is never a number; a
// command field that takes a number gets one, see template.ts). A JSON file is a list of objects;
// a JSONL file an object a line (blank and `#` lines skipped), so an error names its line. A JSON
// or JSONL value may be any JSON, an object or a list too (a row's `options`), given whole where a
// string is its placeholder alone. A row is labelled by its "label" or "name" column, else by its
// place: `cash-order.jsonl [row 2: 강남]`.
import { readFile } from 'node:fs/promises';
import type { Variables } from '../script/template.ts';
import { badName } from './run-variables.ts';

export interface DataRow {
  /** 1-based place among the rows. */
  readonly index: number;
  /** Where the row is: `line 3` of a CSV or JSONL file, `row 3` of a JSON list. */
  readonly at: string;
  readonly label: string;
  readonly values: Variables;
}

export interface DataRows {
  readonly file: string;
  /** Every column any row has. */
  readonly columns: readonly string[];
  readonly rows: readonly DataRow[];
}

function labelOf(index: number, values: Variables): string {
  const named = values.label ?? values.name;
  const text = typeof named === 'string' || typeof named === 'number' ? String(named).trim() : '';
  return text === '' ? `row ${index}` : `row ${index}: ${text}`;
}

function rowsOf(
  said: string,
  file: string,
  raw: readonly { values: Variables; at: string }[],
): DataRows | string {
  if (raw.length === 0) return `${said}: no rows`;
  const columns: string[] = [];
  const rows = raw.map(({ values, at }, i) => {
    for (const key of Object.keys(values)) if (!columns.includes(key)) columns.push(key);
    return { index: i + 1, at, label: labelOf(i + 1, values), values };
  });
  for (const column of columns) {
    const bad = badName(column);
    if (bad !== null) return `${said}: column ${bad}`;
  }
  return { file, columns, rows };
}

async function csvRows(said: string, file: string, text: string): Promise<DataRows | string> {
  const { parse } = await import('csv-parse/sync');
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, info: true });
  } catch (error) {
    // csv-parse names the line: "Invalid Record Length: columns length is 3, got 2 on line 4"
    return `${said}: ${error instanceof Error ? error.message : String(error)}`;
  }
  return rowsOf(
    said,
    file,
    records.map(({ record, info }) => ({ values: record, at: `line ${info.lines}` })),
  );
}

const isRow = (value: unknown): value is Variables =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

function jsonRows(said: string, file: string, text: string): DataRows | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `${said}: not JSON: ${why(error)}`;
  }
  if (!Array.isArray(json))
    return `${said}: expected a JSON list of rows, e.g. [{"label": "강남", "rid": 1001}]`;
  const raw: { values: Variables; at: string }[] = [];
  for (const [i, row] of json.entries()) {
    const at = `row ${i + 1}`;
    if (!isRow(row)) return `${said}: ${at}: expected an object of columns`;
    raw.push({ values: row, at });
  }
  return rowsOf(said, file, raw);
}

function jsonLinesRows(said: string, file: string, text: string): DataRows | string {
  const raw: { values: Variables; at: string }[] = [];
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = `line ${i + 1}`;
    let row: unknown;
    try {
      row = JSON.parse(trimmed);
    } catch (error) {
      return `${said}: ${at}: not JSON: ${why(error)}`;
    }
    if (!isRow(row))
      return `${said}: ${at}: expected an object of columns, e.g. {"label": "강남", "rid": 1001}`;
    raw.push({ values: row, at });
  }
  return rowsOf(said, file, raw);
}

/**
 * The rows of a data file (.csv, .json or .jsonl), or why not, naming the file, row or line, and
 * column; `said` is how the file was named, which every error starts with (`--data rows.csv`, or
 * the script's header line).
 */
export async function readDataRows(file: string, said = `--data ${file}`): Promise<DataRows | string> {
  const lower = file.toLowerCase();
  const read = lower.endsWith('.csv')
    ? csvRows
    : lower.endsWith('.json')
      ? jsonRows
      : lower.endsWith('.jsonl')
        ? jsonLinesRows
        : null;
  if (read === null) return `${said}: expected a .csv, .json or .jsonl file`;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return `${said}: ${why(error)}`;
  }
  return read(said, file, text);
}
