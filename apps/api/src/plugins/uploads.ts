import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, menuMessages } from '@dapur/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  BadRequestError,
  InvalidError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../lib/errors';

/** The form field a picture comes in. */
export const IMAGE_FIELD = 'image';

/**
 * Multipart forms for the owner's photo uploads: one file, at most 5 MB, a few small fields.
 * Registered only in the context of the upload routes themselves (no name, so each such
 * context can have it): every other route keeps refusing a multipart body with 415.
 */
export const imageUploads = fp(async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
});

/**
 * The picture sent in the `image` field of a multipart request: 413 past 5 MB (counted as
 * it arrives, never buffered whole), 415 for a request that is no multipart form, 422
 * without the field, 400 for a form that cannot be read. Whether it is a picture at all
 * is for lib/images.ts to say.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new UnsupportedMediaTypeError('not_multipart', menuMessages.imageNotImage, {
        cause: error,
      });
    }
    throw unreadableForm(error);
  }
  if (!part || part.fieldname !== IMAGE_FIELD) {
    part?.file.resume();
    throw new InvalidError('image_missing', menuMessages.imageMissing, {
      [IMAGE_FIELD]: [menuMessages.imageMissing],
    });
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError('image_too_large', menuMessages.imageTooLarge, {
        cause: error,
      });
    }
    throw unreadableForm(error);
  }
}

/**
 * The form parser's own errors (a limit passed, a protocol violation) carry their status;
 * the multipart reader's (busboy: "Unexpected end of form", "Boundary not found") carry
 * none, and are the client's broken form, not a failure of the server.
 */
function unreadableForm(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) return error;
  return new BadRequestError('form_unreadable', menuMessages.imageUnreadable, { cause: error });
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
