import type { Action } from '@reduxjs/toolkit';
import { Button, Space, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';

/** A grey line under a cell's main text: the provider's e-mail, the reporter's note, the decision's reason. */
export function SecondaryLine({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
      {children}
    </Typography.Paragraph>
  );
}

export interface DecisionButtonProps {
  label: string;
  /** Names the record too ('Verificar CREA 123/GO de Lívia Prado'). */
  ariaLabel: string;
  /** The queue's `decisionOpened(...)`: the dialog asks for the note, the saga decides. */
  opens: Action;
  primary?: boolean;
  danger?: boolean;
  style?: CSSProperties;
}

/** A small button of a queue's row that opens the decision dialog. */
export function DecisionButton({ label, ariaLabel, opens, primary, danger, style }: DecisionButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <Button
      type={primary ? 'primary' : undefined}
      danger={danger}
      size="small"
      aria-label={ariaLabel}
      onClick={() => dispatch(opens)}
      style={style}
    >
      {label}
    </Button>
  );
}

/** A pending record's two decisions: approve (primary) and refuse (danger). */
export function ApproveOrRefuse({
  approve,
  refuse,
}: {
  approve: Omit<DecisionButtonProps, 'primary' | 'danger'>;
  refuse: Omit<DecisionButtonProps, 'primary' | 'danger'>;
}) {
  return (
    <Space wrap>
      <DecisionButton {...approve} primary />
      <DecisionButton {...refuse} danger />
    </Space>
  );
}
