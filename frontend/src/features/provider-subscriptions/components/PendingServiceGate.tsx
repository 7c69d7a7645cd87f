import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { readStored, storageKeys, writeStored } from '../../../lib/storage';

/** Spec §2: opened without a session, the service id is kept for after the login, and the login screen is shown. */
export function PendingServiceGate({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!readStored(storageKeys.token)) {
    if (id) writeStored(storageKeys.pendingServiceId, id);
    return <Navigate to={paths.login} replace />;
  }
  return children;
}
