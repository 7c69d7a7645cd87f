import { Button, Flex, Input, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { spacing } from '../../../config/theme';

/** The current time, once a second while `active` (the PIX countdown). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    // Read the clock again as soon as the countdown starts (the first value may be from before the charge existed).
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [active]);
  return now;
}

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * A live PIX charge (ADR 0122): the QR code the bank app reads, the same BR Code as "copia e cola" with a copy button,
 * and the time left to pay it (30 minutes from when it was generated).
 */
export function PixCharge({ code, remainingMs }: { code: string; remainingMs: number }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard access (an old browser or a denied permission): select the code so the provider copies it.
      (document.getElementById('pix-copia-e-cola') as HTMLTextAreaElement | null)?.select();
    }
  };
  return (
    <Flex vertical align="center" gap={spacing.md} style={{ marginBottom: spacing.md }}>
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        Pague com PIX
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0, textAlign: 'center' }}>
        Abra o app do seu banco, escolha pagar com PIX e leia o QR code, ou use o código copia e cola.
      </Typography.Paragraph>
      {/* The SVG itself has role img and carries the name (axe: svg-img-alt). */}
      <QRCode value={code} type="svg" size={208} bordered={false} errorLevel="M" aria-label="QR code do PIX" />
      <Typography.Text strong>
        Expira em <span data-testid="pix-countdown">{mmss(remainingMs)}</span>
      </Typography.Text>
      <div style={{ width: '100%' }}>
        <label htmlFor="pix-copia-e-cola" style={{ display: 'block', fontWeight: 600, marginBottom: spacing.xs }}>
          PIX copia e cola
        </label>
        <Input.TextArea
          id="pix-copia-e-cola"
          value={code}
          readOnly
          autoSize={{ minRows: 3, maxRows: 6 }}
          style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        />
      </div>
      <Button block size="large" onClick={() => void copy()}>
        {copied ? 'Código copiado' : 'Copiar código'}
      </Button>
      <span
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {copied ? 'Código PIX copiado.' : ''}
      </span>
    </Flex>
  );
}
