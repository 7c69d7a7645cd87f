import type { ReactNode } from 'react';
import { PublicLayout } from '../../../components/layouts/PublicLayout';
import { usePageTitle } from '../../../hooks/usePageTitle';
import './lightStep.css';

const STEPS = ['Informações principais', 'Local', 'Contato'] as const;

/**
 * WizardFrame's look (antd's Card with the small Steps and the heading) in plain markup, for the first step, which
 * paints without antd (ADR 0128). Steps 2 and 3 keep WizardFrame.
 */
export function LightWizardFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PublicLayout>
      <div className="wz-card">
        <div className="wz-card-body">
          <ol className="wz-steps">
            {STEPS.map((step, index) => (
              <li
                key={step}
                className={index === 0 ? 'wz-step wz-step-current' : 'wz-step'}
                aria-current={index === 0 ? 'step' : undefined}
              >
                <span className="wz-step-icon">{index + 1}</span>
                <span className="wz-step-header">
                  <span className="wz-step-title">{step}</span>
                  {index < STEPS.length - 1 ? <span className="wz-step-rail" /> : null}
                </span>
              </li>
            ))}
          </ol>
          <h1 className="wz-title" tabIndex={-1}>
            {title}
          </h1>
          {children}
        </div>
      </div>
    </PublicLayout>
  );
}
