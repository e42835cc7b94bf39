import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  arrangePhotosRequestSchema,
  okSchema,
  ownPhotosSchema,
  type OwnPhotos,
  urlIdSchema,
} from '@dating/shared/contract';
import { AppError } from '../../app-error';
import {
  addPhoto,
  arrangePhotos,
  deletePhoto,
  limitFor,
  listOwnPhotos,
  removeFiles,
} from './photos-repository';
import { MAX_PHOTO_BYTES, processPhoto } from './process-photo';

const tags = ['photos'];

const fraction = z.coerce.number().min(0).max(1);
const cropQuerySchema = z
  .object({ crop_x: fraction, crop_y: fraction, crop_width: fraction, crop_height: fraction })
  .partial()
  .refine(
    (crop) => {
      const { crop_x: x, crop_y: y, crop_width: width, crop_height: height } = crop;
      if (x === undefined && y === undefined && width === undefined && height === undefined) return true;
      if (x === undefined || y === undefined || width === undefined || height === undefined) return false;
      return x + width <= 1.0001 && y + height <= 1.0001;
    },
    { message: 'A crop needs crop_x, crop_y, crop_width and crop_height inside the image', path: ['crop_x'] },
  );

const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not globally: only this route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 2 } });

  const ownPhotos = async (userId: number, cdnPrefix: string): Promise<OwnPhotos> => ({
    photos: await listOwnPhotos(app.db, userId, cdnPrefix),
    ...(await limitFor(app.db, userId)),
  });

  app.get(
    '/photos.php',
    {
      schema: {
        tags,
        summary: "The user's own photos with their moderation status and the photo limit",
        response: { 200: ownPhotosSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      return ownPhotos(session.userId, request.site.cdnPrefix);
    },
  );

  app.post(
    '/photos.php',
    {
      schema: {
        tags,
        summary:
          'Upload a photo (multipart field `photo`, max 10 MB); crop as fractions in the query; 3 free, 25 premium',
        querystring: cropQuerySchema,
        response: { 200: ownPhotosSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request) => {
      const session = await request.requireUser();
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data.');
      const { limit, used } = await limitFor(app.db, session.userId);
      // Checked before reading the file, so a full account does not upload 10 MB for nothing; checked again on insert.
      if (used >= limit) {
        throw new AppError(409, 'photo_limit_reached', `You can have up to ${limit} photos.`, undefined, {
          limit,
        });
      }
      const file = await request.file();
      if (!file) throw new AppError(400, 'photo_missing', 'Choose a photo to upload.');
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'photo_too_large', 'The photo is larger than 10 MB.', undefined, {
            max_mb: 10,
          });
        }
        throw error;
      }
      const q = request.query;
      const crop =
        q.crop_x === undefined ||
        q.crop_y === undefined ||
        q.crop_width === undefined ||
        q.crop_height === undefined
          ? null
          : { x: q.crop_x, y: q.crop_y, width: q.crop_width, height: q.crop_height };
      const stored = await processPhoto(buffer, crop, app.config.uploadsDir);
      try {
        await addPhoto(app.db, session.userId, stored, request.site.photoModeration ? 'pending' : 'active');
      } catch (error) {
        await removeFiles(app.config.uploadsDir, stored);
        throw error;
      }
      return ownPhotos(session.userId, request.site.cdnPrefix);
    },
  );

  app.put(
    '/photos.php',
    {
      schema: {
        tags,
        summary: 'Reorder the photos and choose the main one',
        body: arrangePhotosRequestSchema,
        response: { 200: ownPhotosSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      await arrangePhotos(app.db, session.userId, request.body.order, request.body.main_id);
      return ownPhotos(session.userId, request.site.cdnPrefix);
    },
  );

  app.delete(
    '/photos.php',
    {
      schema: {
        tags,
        summary: 'Delete one of your photos (?id=)',
        querystring: z.object({ id: urlIdSchema }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const session = await request.requireUser();
      await deletePhoto(app.db, session.userId, request.query.id, app.config.uploadsDir);
      return { ok: true as const };
    },
  );
};

export default photosRoutes;
