// The target flags of the query commands, kept apart from the client so `--help` loads nothing heavy.
export const targetOptions = (command: import('commander').Command) =>
  command
    .option('--gateway <url>', 'the gateway origin (default http://127.0.0.1:8080)')
    .option('--profile <file>', 'an environment profile JSON')
    .option('--cassette <file>', 'answer from a recorded cassette')
    .option('--json', 'print JSON instead of a table');
