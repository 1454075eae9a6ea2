import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen, type ScreenModule } from './lazy-screen.tsx';

function Hello({ name }: { readonly name: string }) {
  return <p>안녕하세요 {name}</p>;
}

const inBoundary = (node: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>불러오는 중</p>}>{node}</Suspense>);

describe('a lazily loaded screen that can be loaded ahead', () => {
  it('suspends (its boundary shows the fallback) while its module has not been loaded', () => {
    const Screen = lazyScreen(() => new Promise<ScreenModule<{ name: string }>>(() => {}));
    expect(inBoundary(<Screen name="고객" />)).toContain('불러오는 중');
  });

  it('renders at once, without suspending, once load() has resolved', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    await Screen.load();
    const html = inBoundary(<Screen name="고객" />);
    expect(html).toContain('안녕하세요 <!-- -->고객');
    expect(html).not.toContain('불러오는 중');
  });

  it('loads the module once, and waits for the parts its first render shows', async () => {
    let imports = 0;
    let partsLoaded = false;
    const Screen = lazyScreen(async () => {
      imports += 1;
      return {
        default: Hello,
        loadParts: async () => {
          await Promise.resolve();
          partsLoaded = true;
        },
      };
    });
    await Promise.all([Screen.load(), Screen.load()]);
    await Screen.load();
    expect(imports).toBe(1);
    expect(partsLoaded).toBe(true);
  });

  it('is loaded even when a part fails to load (the part is loaded again when it renders)', async () => {
    const Screen = lazyScreen(async () => ({
      default: Hello,
      loadParts: () => Promise.reject(new Error('offline')),
    }));
    await expect(Screen.load()).resolves.toBeUndefined();
    expect(inBoundary(<Screen name="고객" />)).toContain('안녕하세요');
  });

  it('tries a failed module load again the next time', async () => {
    let tries = 0;
    const Screen = lazyScreen(async () => {
      tries += 1;
      if (tries === 1) throw new Error('offline');
      return { default: Hello };
    });
    await expect(Screen.load()).rejects.toThrow('offline');
    await expect(Screen.load()).resolves.toBeUndefined();
    expect(tries).toBe(2);
  });
});
