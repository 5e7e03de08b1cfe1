/** Types of scripts/precompress.mjs (used by scripts/build.mjs and the compression test). */
export declare const MIN_BYTES: number;
export declare function precompress(dir: string): {
  files: number;
  bytes: number;
  br: number;
  gz: number;
};
