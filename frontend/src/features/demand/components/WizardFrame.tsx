import { Button, Card, Space, Steps, theme } from 'antd';
import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { spacing } from '../../../config/theme';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { navigateTo } from '../../../lib/navigation';

/** The wizard's frame: the public site around it, the three steps on top, the step's title as the page's h1. */
export function WizardFrame({ step, title, children }: { step: 0 | 1 | 2; title: string; children: ReactNode }) {
  usePageTitle(title);
  // antd's Title look from the theme's tokens, without Typography (its 40 KB chunk, with Tooltip and the copy and
  // edit tools, only for a heading): the wizard's first step loads less (docs/benchmarks.md).
  const { token } = theme.useToken();
  return (
    <PublicLayout>
      <Card style={{ maxWidth: 760, margin: '0 auto' }} styles={{ body: { padding: spacing.lg } }}>
        <Steps
          current={step}
          size="small"
          style={{ marginBottom: spacing.lg }}
          items={[{ title: 'Informações principais' }, { title: 'Local' }, { title: 'Contato' }]}
        />
        <h1
          tabIndex={-1}
          style={{
            margin: '0 0 0.5em',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h1>
        {children}
      </Card>
    </PublicLayout>
  );
}

/** The foot of a step's form: 'Voltar' to the step before, the submit button on the right. */
export function WizardNav({ back, submit, loading }: { back: string; submit: string; loading: boolean }) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Button onClick={() => navigateTo(back)}>Voltar</Button>
      <Button type="primary" size="large" htmlType="submit" loading={loading}>
        {submit}
      </Button>
    </Space>
  );
}
