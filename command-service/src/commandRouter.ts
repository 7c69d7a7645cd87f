import { Router } from 'express';
import { loginRouter } from './accounts/login';
import { areasCommandRouter } from './areas/api';
import type { CommandDeps } from './infrastructure/commandContext';

/** Every write call (and login, which needs the credentials check). */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = Router();
  router.use(loginRouter(deps));
  router.use(areasCommandRouter(deps));
  return router;
}
