// Set by web/vite.config.ts: true only in debug builds (the dev server, `build-web.mjs --debug`).
declare const __JUMUN_DEBUG__: boolean;
