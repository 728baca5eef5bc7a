export interface CspOptions {
  /** The API's origin in HTTP mode (calls may go there); null or absent on the in-browser sandbox. */
  apiOrigin?: string | null;
  /** For a <meta> element: without frame-ancestors, which only a header may carry. */
  forMeta?: boolean;
}

export declare function cspDirectives(options?: CspOptions): Record<string, string[]>;
export declare function apiOriginOf(apiBaseUrl: string | undefined): string | null;
export declare function contentSecurityPolicy(options?: CspOptions): string;
