// Every HTTP answer is this envelope (spec 1 §7). `code` names the typed error for clients that map
// codes to the spec's words (e.g. NotAuthorizedException on sign-in, spec 1 §8.1).
export type ApiError = Readonly<{ field?: string; message: string; code?: string }>;
export type Envelope<T> = Readonly<{ isSuccess: boolean; data: T | null; errors: ApiError[] }>;

export const API_BASE = '/api'; // spec 3 §7: the API base path is api
