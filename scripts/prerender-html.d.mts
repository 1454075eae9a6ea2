export interface FirstScreens {
  readonly home: string;
  readonly restaurant: string;
  readonly screen: string;
}

/** The `.css` files of home's row of the first screen table (.vite/first-screen.json). */
export function homeStyles(table: Readonly<Record<string, readonly string[]>>): string[];

export function withFirstScreens(
  html: string,
  parts: {
    /** Each language's first screens, Korean's among them. */
    readonly screens: Readonly<Record<string, FirstScreens>>;
    readonly chooser: string;
    readonly styles: readonly { readonly file: string; readonly css: string }[];
  },
): string;

export function prerenderInto(out: string, options: { readonly debug: boolean }): Promise<void>;
