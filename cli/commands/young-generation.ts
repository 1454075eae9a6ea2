// `jumun serve` keeps V8's young generation at its starting size. By default it doubles at each
// scavenge that finds it full, up to 16 MB per semi-space (32 MB of new space, resident for as long
// as the gateway runs) after the seed's import; `--max-semi-space-size` would cap it, but only when
// given as Node starts, whereas the growth factor is read at every growth, so setting it here, before
// the start allocates, holds the new space at 1 MB per semi-space. The gateway's answers are small
// (the catalogue's are kept as bytes), so scavenges stay short; they are more frequent.
import { setFlagsFromString } from 'node:v8';

export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
