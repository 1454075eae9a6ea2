import { describe, expect, it } from 'vitest';
import { pickLog } from './replay.ts';

describe('jumun replay: which log', () => {
  it('takes an array as it is, the only script of a run log, or the one named', () => {
    expect(pickLog([1], undefined)).toEqual({ log: [1] });
    expect(pickLog({ 'a.jsonl': [1] }, undefined)).toEqual({ log: [1] });
    expect(pickLog({ 'a.jsonl': [1], 'b.jsonl': [2] }, 'b.jsonl')).toEqual({ log: [2] });
  });

  it('asks which script when there are several, and names the ones there are', () => {
    expect(pickLog({ 'a.jsonl': [], 'b.jsonl': [] }, undefined)).toEqual({
      error: 'the file holds the logs of 2 scripts: choose one with --script (a.jsonl, b.jsonl)',
    });
    expect(pickLog({ 'a.jsonl': [] }, 'c.jsonl')).toEqual({
      error: 'no script "c.jsonl" in the file (it has a.jsonl)',
    });
  });
});
