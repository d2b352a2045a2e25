export declare function acquireE2eLock(label: string): void;
