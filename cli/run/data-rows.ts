// --data FILE: the rows a script runs once each, the row's columns as its variables. A CSV file's
// first line names the columns and every value stays a string (a phone 01055550001 is never a
// number; a command field that takes a number gets one, see template.ts); a JSON file is a list
// of objects of strings, numbers and booleans. A row is labelled by its "label" or "name" column,
// else by its place: `cash-order.jsonl [row 2: 강남]`.
import { readFile } from 'node:fs/promises';
import { badName, type Given, isGivenValue } from './run-variables.ts';

export interface DataRow {
  /** 1-based place among the rows. */
  readonly index: number;
  /** Where the row is: `line 3` of a CSV file, `row 3` of a JSON list. */
  readonly at: string;
  readonly label: string;
  readonly values: Given;
}

export interface DataRows {
  readonly file: string;
  /** Every column any row has. */
  readonly columns: readonly string[];
  readonly rows: readonly DataRow[];
}

function labelOf(index: number, values: Given): string {
  const named = values.label ?? values.name;
  return named === undefined || String(named).trim() === '' ? `row ${index}` : `row ${index}: ${named}`;
}

function rowsOf(file: string, raw: readonly { values: Given; at: string }[]): DataRows | string {
  if (raw.length === 0) return `--data ${file}: no rows`;
  const columns: string[] = [];
  const rows = raw.map(({ values, at }, i) => {
    for (const key of Object.keys(values)) if (!columns.includes(key)) columns.push(key);
    return { index: i + 1, at, label: labelOf(i + 1, values), values };
  });
  for (const column of columns) {
    const bad = badName(column);
    if (bad !== null) return `--data ${file}: column ${bad}`;
  }
  return { file, columns, rows };
}

async function csvRows(file: string, text: string): Promise<DataRows | string> {
  const { parse } = await import('csv-parse/sync');
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, info: true });
  } catch (error) {
    // csv-parse names the line: "Invalid Record Length: columns length is 3, got 2 on line 4"
    return `--data ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  return rowsOf(
    file,
    records.map(({ record, info }) => ({ values: record, at: `line ${info.lines}` })),
  );
}

function jsonRows(file: string, text: string): DataRows | string {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `--data ${file}: not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!Array.isArray(json))
    return `--data ${file}: expected a JSON list of rows, e.g. [{"label": "강남", "rid": 1001}]`;
  const raw: { values: Given; at: string }[] = [];
  for (const [i, row] of json.entries()) {
    const at = `row ${i + 1}`;
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      return `--data ${file}: ${at}: expected an object of columns`;
    for (const [key, value] of Object.entries(row))
      if (!isGivenValue(value))
        return `--data ${file}: ${at}: column "${key}": expected a string, number or boolean, got ${JSON.stringify(value)}`;
    raw.push({ values: row as Given, at });
  }
  return rowsOf(file, raw);
}

/** The rows of a data file (.csv or .json), or why not, naming the file, row or line, and column. */
export async function readDataRows(file: string): Promise<DataRows | string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return `--data ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (file.toLowerCase().endsWith('.csv')) return csvRows(file, text);
  if (file.toLowerCase().endsWith('.json')) return jsonRows(file, text);
  return `--data ${file}: expected a .csv or .json file`;
}
