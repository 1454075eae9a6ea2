// What `jumun run` says when its cassettes missed: nothing went live and no cassette was written (a
// replay never mixes in live answers, adapters/recorded/cassette-mode.ts says why), then, for each
// script that missed, the command that re-records it whole, every request live from its first step.

export interface MissedScript {
  /** The script file as the run was given it. */
  readonly script: string;
  /** The cassette it replayed from. */
  readonly cassette: string | undefined;
}

export interface MissTarget {
  readonly gateway?: string;
  readonly profile?: string;
}

/** The lines to say: how many steps missed, and a `--record` command per script. */
export function missAdvice(steps: number, missed: readonly MissedScript[], target: MissTarget): string[] {
  // Without a gateway named, --record goes to the default one, as the printed command will.
  const where =
    target.profile !== undefined
      ? ` --profile ${target.profile}`
      : target.gateway !== undefined
        ? ` --gateway ${target.gateway}`
        : '';
  const commands = [...new Map(missed.map((m) => [m.script, m])).values()]
    .filter((m) => m.cassette !== undefined)
    .map((m) => `  jumun run ${m.script} --record ${m.cassette}${where}`);
  const asked = `${steps === 1 ? 'a step' : `${steps} steps`} asked the cassette for a request it has no recorded answer for`;
  const kept = 'nothing was sent live and the cassette was left as it was';
  return commands.length === 0
    ? [`${asked}; ${kept}: re-record it, or fix the script`]
    : [
        `${asked}; ${kept}. Re-record the whole script (every request live, from its first step), or fix the script:`,
        ...commands,
      ];
}
