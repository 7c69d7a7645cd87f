import { z } from 'zod';

export const messageBodySchema = z.object({ message: z.string() });
