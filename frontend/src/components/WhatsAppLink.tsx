import { WhatsAppOutlined } from '@ant-design/icons';
import { whatsAppLink } from '@conectasst/common/text/whatsApp';
import { Typography } from 'antd';

/**
 * "Chamar no WhatsApp" beside an e-mail and a phone (issue #36 item 3): `wa.me` with a prefilled Portuguese message
 * naming the demand; nothing for a number that is not a Brazilian mobile (a landline has no WhatsApp to call).
 */
export function WhatsAppLink({ phone, message }: { phone: string | null | undefined; message: string }) {
  const href = whatsAppLink(phone, message);
  if (!href) return null;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppOutlined /> Chamar no WhatsApp
    </Typography.Link>
  );
}
