import { areasProjection } from './areas/areasProjection';
import { nrsProjection } from './nrs/nrsProjection';
import type { Projection } from './projection';
import { usersProjection } from './users/usersProjection';

export const allProjections: readonly Projection[] = [areasProjection, nrsProjection, usersProjection];
