import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { malformedUpload } from './upload.ts';

// The HTTP half of the upload pipeline: the one file part of a multipart request. A body
// that is not multipart, has no boundary, is garbage or ends inside a part is a 400 in
// Spanish, never a 500.

export async function readFilePart(
  request: FastifyRequest,
  opts: { maxBytes: number; missingMessage: string; notMultipart?: AppError },
): Promise<MultipartFile> {
  if (!request.isMultipart()) {
    throw (
      opts.notMultipart ??
      new AppError('FILE_MISSING', { userMessage: opts.missingMessage, kind: 'BAD_REQUEST' })
    );
  }
  let part: MultipartFile | undefined;
  try {
    // One byte over the limit is enough to know it is too large.
    part = await request.file({ limits: { fileSize: opts.maxBytes + 1, files: 1 } });
  } catch (error) {
    throw malformedUpload(error);
  }
  if (!part) {
    throw new AppError('FILE_MISSING', { userMessage: opts.missingMessage, kind: 'BAD_REQUEST' });
  }
  return part;
}
