import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';

/**
 * "Verificado" next to a provider's name wherever a requester sees it: the provider declared a professional registry
 * and an admin confirmed it with the council (docs/accounts.md). `labels` are the verified registries, e.g. "CREA 123/SP".
 */
export function VerifiedBadge({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <Tooltip title={`Registro conferido pela ConectaSST: ${labels.join('; ')}`}>
      <Tag color="green" icon={<SafetyCertificateFilled />} style={{ marginInlineStart: 8 }}>
        Verificado
      </Tag>
    </Tooltip>
  );
}
