/** Types of build-api.mjs for the TypeScript that imports it (bench/run.ts). */
export declare const API_ENTRIES: Record<string, string>;
export declare function buildApi(options?: { entries?: Record<string, string>; outdir?: string; from?: string }): Promise<void>;
