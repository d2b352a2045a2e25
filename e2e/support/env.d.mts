export declare const E2E_DIR: string;
export declare const MAIN_DATA: string;
export declare const MAIN_PORT: number;
export declare const ADMIN_DATA: string;
export declare const ADMIN_PORT: number;
export declare const ADMIN: { email: string; password: string };
export declare const ADMIN_PASSWORD_HASH: string;
export declare function serverEnv(extra?: Record<string, string>): Record<string, string>;
