// The desktop's way to open a file (`xdg-open` on Linux and the BSDs, `open` on macOS), when this
// machine has it on its PATH; a server or a container usually has none.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export type Opener = (file: string) => void;

function onPath(name: string, path: string): string | null {
  for (const dir of path.split(delimiter).filter((d) => d !== '')) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The opener, or null when there is none (Windows' `start` is a shell built-in: not tried). */
export function systemOpener(
  platform: NodeJS.Platform = process.platform,
  path: string = process.env.PATH ?? '',
): Opener | null {
  if (platform === 'win32') return null;
  const program = onPath(platform === 'darwin' ? 'open' : 'xdg-open', path);
  if (program === null) return null;
  return (file) => {
    // Detached and not waited for: the browser outlives the command.
    const child = spawn(program, [file], { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
  };
}
