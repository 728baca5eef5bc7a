export declare const PRODUCTION_BUILDS: Record<string, string>;
