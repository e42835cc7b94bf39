// @feature-public: other features import this module (docs/conventions.md, Layout).
// The query schemas of the member routes; their bodies and answers are in @dating/shared/contract (members-api.ts).
import { z } from 'zod';
import { urlIdSchema } from '@dating/shared/contract';

export const FREE_VISIBLE_PHOTOS = 2;

export const memberIdQuerySchema = z.object({ id: urlIdSchema });
export const profileIdQuerySchema = z.object({ profile_id: urlIdSchema });
