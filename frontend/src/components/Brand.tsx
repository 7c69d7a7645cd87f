import { SafetyCertificateFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { palette, spacing } from '../config/theme';

interface BrandProps {
  to?: string;
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
}

export function Brand({ to = '/', inverted = false }: BrandProps) {
  return (
    <Link
      to={to}
      aria-label="ConectaSST, página inicial"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: spacing.sm,
        fontSize: 20,
        fontWeight: 700,
        color: inverted ? palette.surface : palette.green900,
        whiteSpace: 'nowrap',
      }}
    >
      <SafetyCertificateFilled style={{ color: inverted ? palette.surface : palette.green700, fontSize: 24 }} />
      <span>
        Conecta<span style={{ color: inverted ? palette.green100 : palette.green500 }}>SST</span>
      </span>
    </Link>
  );
}
