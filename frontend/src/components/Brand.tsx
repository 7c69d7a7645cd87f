import { Link } from 'react-router-dom';
import { palette } from '../config/tokens';
import './layouts/site.css';
import { InlineIcon } from './InlineIcon';

interface BrandProps {
  to?: string;
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
}

/** The shield with a check (antd's SafetyCertificateFilled, inlined: the home page loads no icon library). */
function ShieldIcon({ color }: { color: string }) {
  return (
    <InlineIcon
      size={24}
      color={color}
      path="M866.9 169.9L527.1 54.1C523 52.7 517.5 52 512 52s-11 .7-15.1 2.1L157.1 169.9c-8.3 2.8-15.1 12.4-15.1 21.2v482.4c0 8.8 5.7 20.4 12.6 25.9L499.3 968c3.5 2.7 8 4.1 12.6 4.1s9.2-1.4 12.6-4.1l344.7-268.6c6.9-5.4 12.6-17 12.6-25.9V191.1c.2-8.8-6.6-18.3-14.9-21.2zM694.5 340.7L481.9 633.4a16.1 16.1 0 01-26 0l-126.4-174c-3.8-5.3 0-12.7 6.5-12.7h55.2c5.1 0 10 2.5 13 6.6l64.7 89 150.9-207.8c3-4.1 7.8-6.6 13-6.6H688c6.5.1 10.3 7.5 6.5 12.8z"
    />
  );
}

export function Brand({ to = '/', inverted = false }: BrandProps) {
  return (
    <Link
      to={to}
      aria-label="ConectaSST, página inicial"
      className={inverted ? 'site-brand site-brand-inverted' : 'site-brand'}
    >
      <ShieldIcon color={inverted ? palette.surface : palette.green700} />
      <span>
        Conecta<span style={{ color: inverted ? palette.green100 : palette.green500 }}>SST</span>
      </span>
    </Link>
  );
}
