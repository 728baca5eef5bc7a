/** The production bundle's folder. */
export declare const DIST: string;

export interface DistServer {
  /** http://127.0.0.1:{port}, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Starts serving dist/ on 127.0.0.1; port 0 (the default) takes a free one; `gzip` compresses as a production host does. */
export declare function serveDist(port?: number, options?: { gzip?: boolean }): Promise<DistServer>;
