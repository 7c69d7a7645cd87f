import type { UserType } from '@conectasst/common/api/auth';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { accessCheckRequested, selectRole } from '../sessionSlice';

interface RequireRoleProps {
  role: UserType;
  children: ReactNode;
}

/** Checks the current user on every screen change below it; shows the spinner until the user is known to fit. */
export function RequireRole({ role, children }: RequireRoleProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const currentRole = useAppSelector(selectRole);

  useEffect(() => {
    dispatch(accessCheckRequested({ role }));
  }, [dispatch, role, pathname]);

  return currentRole === role ? children : <FullPageSpinner />;
}
