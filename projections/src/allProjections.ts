import { areasProjection } from './areas/areasProjection';
import { nrsProjection } from './nrs/nrsProjection';
import { servicesProjection } from './services/servicesProjection';
import type { Projection } from './projection';
import { usersProjection } from './users/usersProjection';

export const allProjections: readonly Projection[] = [areasProjection, nrsProjection, servicesProjection, usersProjection];
