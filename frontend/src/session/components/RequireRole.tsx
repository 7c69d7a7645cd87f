import type { UserType } from '@conectasst/common/api/auth';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { accessCheckRequested, selectRole } from '../sessionSlice';

interface RequireRoleProps {
  /** The role, or the roles, allowed below (the analyst's area lets admins in too). */
  role: UserType | readonly UserType[];
  children: ReactNode;
}

/**
 * Checks the current user on every screen change below it; shows the spinner until the user is known to fit. A list of
 * roles must be a constant (it is an effect's dependency).
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const currentRole = useAppSelector(selectRole);

  useEffect(() => {
    dispatch(accessCheckRequested({ role }));
  }, [dispatch, role, pathname]);

  const allowed = typeof role === 'string' ? [role] : role;
  return currentRole && allowed.includes(currentRole) ? children : <FullPageSpinner />;
}
