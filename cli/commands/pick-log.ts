// Which log of an event-log file `jumun replay` rebuilds: the array itself, or one script's entry
// of the `{ "script": [...] }` object that `jumun run --events` writes.

/** The one log in the file: the array itself, or the named (or only) script's entry. */
export function pickLog(raw: unknown, script: string | undefined): { log: unknown } | { error: string } {
  if (Array.isArray(raw) || typeof raw !== 'object' || raw === null) return { log: raw };
  const logs = raw as Record<string, unknown>;
  const names = Object.keys(logs);
  if (script !== undefined) {
    return Object.hasOwn(logs, script)
      ? { log: logs[script] }
      : { error: `no script "${script}" in the file (it has ${names.join(', ')})` };
  }
  if (names.length === 1) return { log: logs[names[0] ?? ''] };
  return {
    error: `the file holds the logs of ${names.length} scripts: choose one with --script (${names.join(', ')})`,
  };
}
