import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';

/** Hands react-router's navigate to the navigation service the sagas use. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path) => void navigate(path)), [navigate]);
  return null;
}
