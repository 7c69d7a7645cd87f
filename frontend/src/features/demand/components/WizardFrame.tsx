import { Card, Steps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** The wizard's frame: the public site around it, the three steps on top. */
export function WizardFrame({ step, title, children }: { step: 0 | 1 | 2; title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PublicLayout>
        <Card style={{ maxWidth: 760, margin: '0 auto' }} styles={{ body: { padding: spacing.lg } }}>
          <Steps
            current={step}
            size="small"
            style={{ marginBottom: spacing.lg }}
            items={[{ title: 'Informações principais' }, { title: 'Local' }, { title: 'Contato' }]}
          />
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
    </PublicLayout>
  );
}
