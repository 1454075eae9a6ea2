// JSON parsing that locates a syntax error by line and column. JSON.parse's messages differ
// between engines and do not always give a position, so on failure a small scanner walks the
// text and reports the first offending character the same way everywhere.
import { type Either, left, right } from 'fp-ts/Either';

export interface JsonSyntaxError {
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units (what editors show for Korean text too). */
  readonly column: number;
  readonly message: string;
}

class SyntaxFault {
  constructor(
    readonly index: number,
    readonly message: string,
  ) {}
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** Throws a SyntaxFault at the first error; returns quietly for valid JSON. */
function scan(text: string): void {
  let i = 0;
  const peek = (): string | undefined => text[i];
  const fault = (message: string): never => {
    throw new SyntaxFault(i, i >= text.length ? 'unexpected end of file' : message);
  };
  const skipWhitespace = (): void => {
    while (i < text.length && WHITESPACE.has(text[i] ?? '')) i++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else fault(`unexpected ${show(peek())}`);
  };
  const digits = (): void => {
    if (!/[0-9]/.test(peek() ?? '')) fault(`expected a digit, got ${show(peek())}`);
    while (/[0-9]/.test(peek() ?? '')) i++;
  };
  const number = (): void => {
    if (peek() === '-') i++;
    if (peek() === '0') {
      i++;
      if (/[0-9]/.test(peek() ?? '')) fault('a number may not start with 0');
    } else digits();
    if (peek() === '.') {
      i++;
      digits();
    }
    if (peek() === 'e' || peek() === 'E') {
      i++;
      if (peek() === '+' || peek() === '-') i++;
      digits();
    }
  };
  const string = (): void => {
    i++; // the opening quote
    for (;;) {
      const ch = peek();
      if (ch === undefined) fault('unterminated string');
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === '\n') fault('unterminated string (a line break inside a string)');
      if ((ch ?? '').charCodeAt(0) < 0x20) fault('a control character inside a string');
      if (ch === '\\') {
        i++;
        const escaped = peek();
        if (escaped === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fault('invalid \\u escape');
          i += 5;
        } else if (escaped !== undefined && ESCAPES.has(escaped)) i++;
        else fault(`invalid escape \\${escaped ?? ''}`);
      } else i++;
    }
  };
  const object = (): void => {
    i++; // {
    skipWhitespace();
    if (peek() === '}') {
      i++;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (peek() === '}') fault("a trailing comma before '}'");
      if (peek() !== '"') fault(`expected a property name in double quotes, got ${show(peek())}`);
      string();
      skipWhitespace();
      if (peek() !== ':') fault(`expected ':' after a property name, got ${show(peek())}`);
      i++;
      value();
      skipWhitespace();
      if (peek() === ',') {
        i++;
        continue;
      }
      if (peek() === '}') {
        i++;
        return;
      }
      fault(`expected ',' or '}' after a property value, got ${show(peek())}`);
    }
  };
  const array = (): void => {
    i++; // [
    skipWhitespace();
    if (peek() === ']') {
      i++;
      return;
    }
    for (;;) {
      skipWhitespace();
      if (peek() === ']') fault("a trailing comma before ']'");
      value();
      skipWhitespace();
      if (peek() === ',') {
        i++;
        continue;
      }
      if (peek() === ']') {
        i++;
        return;
      }
      fault(`expected ',' or ']' after a list item, got ${show(peek())}`);
    }
  };
  const value = (): void => {
    skipWhitespace();
    const ch = peek();
    if (ch === '{') object();
    else if (ch === '[') array();
    else if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || /[0-9]/.test(ch ?? '')) number();
    else fault(`expected a value, got ${show(ch)}`);
  };
  value();
  skipWhitespace();
  if (i < text.length) fault(`unexpected ${show(peek())} after the end of the JSON value`);
}

function show(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the file';
  if (ch === '\n' || ch === '\r') return 'a line break';
  return `'${ch}'`;
}

function locate(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: index - lastBreak };
}

/** Parses JSON text; a leading UTF-8 byte order mark (left by some Windows editors) is ignored. */
export function parseJson(raw: string): Either<JsonSyntaxError, unknown> {
  const text = raw.startsWith('\uFEFF') ? raw.slice(1) : raw;
  try {
    return right(JSON.parse(text));
  } catch (error) {
    try {
      scan(text);
    } catch (fault) {
      if (fault instanceof SyntaxFault) {
        return left({ ...locate(text, fault.index), message: `invalid JSON: ${fault.message}` });
      }
      throw fault;
    }
    // The scanner accepts what JSON.parse refused: report the engine's message at the start.
    return left({ line: 1, column: 1, message: `invalid JSON: ${(error as Error).message}` });
  }
}
