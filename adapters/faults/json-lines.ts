// The line where each value of a JSON text starts, by its JSON path (`$`, `$[0].fault`), so an
// error found after decoding can point at the line of the file to fix. The text is valid JSON
// (JSON.parse has read it), so the scanner need not report errors.

export function jsonPathLines(text: string): ReadonlyMap<string, number> {
  const lines = new Map<string, number>();
  let at = 0;
  let line = 1;
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) {
      if (text[at] === '\n') line++;
      at++;
    }
  };
  const readString = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    skipSpace();
    lines.set(path, line);
    const c = text[at];
    if (c === '{') {
      at++;
      skipSpace();
      while (text[at] !== '}' && at < text.length) {
        skipSpace();
        const key = readString();
        skipSpace();
        at++; // ':'
        value(`${path}.${key}`);
        skipSpace();
        if (text[at] === ',') at++;
        skipSpace();
      }
      at++;
    } else if (c === '[') {
      at++;
      skipSpace();
      for (let i = 0; text[at] !== ']' && at < text.length; i++) {
        value(`${path}[${i}]`);
        skipSpace();
        if (text[at] === ',') at++;
        skipSpace();
      }
      at++;
    } else if (c === '"') {
      readString();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text[at] ?? '')) at++;
    }
  };
  value('$');
  return lines;
}
