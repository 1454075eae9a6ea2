import { describe, expect, it } from 'vitest';
import { unknownCommand } from './unknown-command.ts';

const COMMANDS = ['serve', 'run', 'order', 'order-info', 'menu', 'help'];

describe('an unknown command', () => {
  it('is refused with the command it is close to, --help or not', () => {
    expect(unknownCommand(['order-inof', '--help'], COMMANDS)).toBe(
      "unknown command 'order-inof'; did you mean 'order-info'? (jumun --help)",
    );
    expect(unknownCommand(['sevre'], COMMANDS)).toBe(
      "unknown command 'sevre'; did you mean 'serve'? (jumun --help)",
    );
  });

  it('lists the commands when none is close', () => {
    expect(unknownCommand(['order-stauts', '--help'], COMMANDS)).toBe(
      "unknown command 'order-stauts'; the commands are serve, run, order, order-info, menu, help (jumun --help)",
    );
  });

  it('lets a known command, help and the root options through', () => {
    expect(unknownCommand(['run', 'x.jsonl'], COMMANDS)).toBeNull();
    expect(unknownCommand(['help', 'run'], COMMANDS)).toBeNull();
    expect(unknownCommand(['--help'], COMMANDS)).toBeNull();
    expect(unknownCommand(['-V'], COMMANDS)).toBeNull();
    expect(unknownCommand([], COMMANDS)).toBeNull();
  });
});
