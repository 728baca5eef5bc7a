export declare function freePortsSync(count: number): number[];
