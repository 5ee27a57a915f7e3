import { z } from 'zod';

// Path parameters shared by the projects module's routes.

export const id = z.string().min(1).max(64);
export const projectParams = z.object({ id });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
