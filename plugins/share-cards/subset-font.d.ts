/** subset-font 2 ships no types: the one call ./fonts.ts makes (its README's API section). */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    variationAxes?: Record<string, number | {min?: number; max?: number; default?: number}>;
    preserveNameIds?: number[];
    noLayoutClosure?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
