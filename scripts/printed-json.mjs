// What a child process prints as one JSON object on its standard output (`jumun load --json`,
// `jumun explore --json`), read once it exits. A child that printed something else, or nothing,
// rejects with the start of what it printed and `where` (the log to look at).

/**
 * @param {import('node:child_process').ChildProcess} child spawned with stdout piped
 * @param {string} what names the child in the error, e.g. "jumun load 2 (see /tmp/x/load2.err)"
 * @returns {Promise<unknown>}
 */
export function printedJson(child, what) {
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  return new Promise((resolve, reject) =>
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`${what} printed no figures: ${out.slice(0, 500)}`));
      }
    }),
  );
}
