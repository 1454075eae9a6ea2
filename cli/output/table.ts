// A plain text table for terminals, aligned for Korean: Hangul and other wide characters take two
// columns.

const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f],
  [0x2e80, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
];

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    width += WIDE.some(([lo, hi]) => cp >= lo && cp <= hi) ? 2 : 1;
  }
  return width;
}

const pad = (text: string, width: number, right: boolean) => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
};

/** Columns whose header starts with '>' are right-aligned (numbers, money). */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const right = headers.map((h) => h.startsWith('>'));
  const names = headers.map((h) => h.replace(/^>/, ''));
  const widths = names.map((h, i) => Math.max(displayWidth(h), ...rows.map((r) => displayWidth(r[i] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => pad(c, widths[i] ?? 0, right[i] ?? false))
      .join('  ')
      .trimEnd();
  return [line(names), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}
