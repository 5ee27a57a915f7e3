import { messages } from '../../contracts/messages.ts';

// One error type for the whole server. `code` is stable English for logs and tests;
// `userMessage` is the Spanish text the person sees.

const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorKind = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  readonly code: string;
  readonly userMessage: string;
  readonly status: number;

  /**
   * @param code stable English code, e.g. `PROJECT_NOT_FOUND`
   * @param opts.kind picks the HTTP status from one table; `status` overrides it.
   */
  constructor(
    code: string,
    opts: { userMessage: string; kind?: ErrorKind; status?: number; cause?: unknown },
  ) {
    super(`${code}: ${opts.userMessage}`, { cause: opts.cause });
    this.code = code;
    this.userMessage = opts.userMessage;
    this.status =
      opts.status ??
      STATUS_BY_CODE[opts.kind ?? (code in STATUS_BY_CODE ? (code as ErrorKind) : 'BAD_REQUEST')];
  }
}

export const notFound = (userMessage: string = messages.errors.notFound, code = 'NOT_FOUND') =>
  new AppError(code, { userMessage, kind: 'NOT_FOUND' });
export const unauthorized = (userMessage: string = messages.errors.unauthorized) =>
  new AppError('UNAUTHORIZED', { userMessage, kind: 'UNAUTHORIZED' });
export const badRequest = (userMessage: string, code = 'BAD_REQUEST') =>
  new AppError(code, { userMessage, kind: 'BAD_REQUEST' });
export const forbidden = (userMessage: string = messages.errors.forbidden, code = 'FORBIDDEN') =>
  new AppError(code, { userMessage, kind: 'FORBIDDEN' });
export const conflict = (userMessage: string, code = 'CONFLICT') =>
  new AppError(code, { userMessage, kind: 'CONFLICT' });

export type ErrorBody = { error: { code: string; message: string } };
export const errorBody = (code: string, message: string): ErrorBody => ({
  error: { code, message },
});
