/** Types of server-flags.mjs (plain JavaScript, so that scripts/start.mjs can import it). */
export declare const serverHeapMb: number;
export declare const SERVER_NODE_FLAGS: string[];
