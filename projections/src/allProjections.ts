import { areasProjection } from './areas/areasProjection';
import type { Projection } from './projection';
import { usersProjection } from './users/usersProjection';

export const allProjections: readonly Projection[] = [areasProjection, usersProjection];
